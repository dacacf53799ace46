// /sign-in (docs/product/account.md §3): the signed-out banner, the form (forms/SignInForm.tsx) and a button
// to /create-account that keeps the flow's query.
import { useSearchParams } from 'react-router-dom';
import { Banner, ButtonLink } from 'mf-shared/kit';
import { AuthLayout } from '../../../components/AuthLayout';
import { signInForm } from '../forms/lazyForms';
import { CREATE_ACCOUNT_PATH, flowQuery, PROFILE_PATH } from '../../../lib/signInFlow';
import { MESSAGES } from '../../../lib/messages';
import { FormSlot } from '../../../components/FormSlot';
import { redirect, type RouteContext } from 'mf-shared/area';

/** A signed-in user goes to /profile (docs/product/account.md §2); the server renders the form itself (its chunk). */
export async function load({ session }: RouteContext): Promise<void> {
  if (session.is_authenticated) throw redirect(PROFILE_PATH);
  await signInForm.preload();
}

export const head = () => ({ title: 'Sign in', noindex: true });

export default function SignInPage() {
  const [search] = useSearchParams();

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
