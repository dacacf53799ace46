// /create-account (docs/product/account.md §5): the form (forms/CreateAccountForm.tsx) and a link to sign in
// that keeps the flow's query.
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/AuthLayout';
import formStyles from '../../../components/forms.module.css';
import { createAccountForm } from '../forms/lazyForms';
import { flowQuery, PROFILE_PATH, SIGN_IN_PATH } from '../../../lib/signInFlow';
import { FormSlot } from '../../../components/FormSlot';
import { redirect, type RouteContext } from 'mf-shared/area';

/** A signed-in user goes to /profile (docs/product/account.md §2); the server renders the form itself (its chunk). */
export async function load({ session }: RouteContext): Promise<void> {
  if (session.is_authenticated) throw redirect(PROFILE_PATH);
  await createAccountForm.preload();
}

export const head = () => ({ title: 'Create an account', noindex: true });

export default function CreateAccountPage() {
  const [search] = useSearchParams();
  return (
    <AuthLayout
      heading="Create an account"
      intro="Claim and edit your organization's entry, and add organizations and projects to the directory."
      footer={
        <p>
          Already have an account?{' '}
          <a href={`${SIGN_IN_PATH}${flowQuery(search)}`} className={formStyles.link}>
            Sign in
          </a>
        </p>
      }
    >
      <FormSlot form={createAccountForm} rows={3} />
    </AuthLayout>
  );
}
