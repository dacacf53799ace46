// /reset-password (docs/product/account.md §6): without `hash`, the form that emails a reset link; with
// `hash` and `email` (the emailed link), the new-password form. A link whose hash has no dash
// or that has no email sends nothing: the request form explains. Forms: forms/ResetPasswordForms.tsx.
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/AuthLayout';
import formStyles from '../../../components/forms.module.css';
import { resetPasswordForms } from '../forms/lazyForms';
import type { ResetPasswordFormProps } from '../forms/ResetPasswordForms';
import { SIGN_IN_PATH } from '../../../lib/signInFlow';
import { MESSAGES } from '../../../lib/messages';
import { parseResetLink } from '../utils/resetLink';
import { FormSlot } from '../../../components/FormSlot';

/** The server renders the forms themselves (their chunk). */
export const load = () => resetPasswordForms.preload();

export const head = () => ({ title: 'Reset password', noindex: true });

export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const hash = search.get('hash');
  const link = hash === null ? null : parseResetLink(hash, search.get('email'));

  if (link) {
    return (
      <AuthLayout
        heading="Choose a new password"
        intro={
          <>
            For <strong>{link.email}</strong>. You will be signed in once it is saved.
          </>
        }
        footer={
          <p>
            Link not working?{' '}
            <a href="/reset-password" className={formStyles.link}>
              Request a new one
            </a>
          </p>
        }
      >
        <FormSlot<ResetPasswordFormProps> form={resetPasswordForms} props={{ mode: 'new-password', link }} rows={1} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      heading="Reset your password"
      intro="Enter the email address of your account and we will email you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <a href={SIGN_IN_PATH} className={formStyles.link}>
            Sign in
          </a>
        </p>
      }
    >
      <FormSlot<ResetPasswordFormProps>
        form={resetPasswordForms}
        // docs/product/account.md §6: a hash without a dash, or no email, sends nothing.
        props={{ mode: 'request', problem: hash === null ? undefined : MESSAGES.badResetLink }}
        rows={1}
      />
    </AuthLayout>
  );
}
