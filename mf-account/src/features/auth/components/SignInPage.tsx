// /sign-in (docs/product/account.md §3): the signed-out banner, the form (forms/SignInForm.tsx) and a button
// to /create-account that keeps the flow's query.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Banner, ButtonLink } from 'mf-shared/kit';
import { AuthLayout } from '../../../components/AuthLayout';
import { signInForm } from '../forms/lazyForms';
import { CREATE_ACCOUNT_PATH, flowQuery } from '../../../lib/signInFlow';
import { MESSAGES } from '../../../lib/messages';
import { forgetSignOut } from '../utils/sessionTransitions';
import { FormSlot } from '../../../components/FormSlot';

export default function SignInPage() {
  const [search] = useSearchParams();

  // This page is where a sign-out lands: from now on protected pages ask for sign-in again.
  useEffect(() => forgetSignOut(), []);

  return (
    <AuthLayout
      heading="Sign in"
      banner={search.get('signedoutsuccess') === 'true' ? <Banner kind="success">{MESSAGES.signedOut}</Banner> : null}
      footer={
        <>
          <p>New to the directory?</p>
          <ButtonLink to={`${CREATE_ACCOUNT_PATH}${flowQuery(search)}`} variant="secondary">
            Create Account
          </ButtonLink>
        </>
      }
    >
      <FormSlot form={signInForm} rows={2} />
    </AuthLayout>
  );
}
