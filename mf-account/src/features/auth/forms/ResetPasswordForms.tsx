// /reset-password (spec 001 §2, §5, §8): without `hash`, a form that emails a reset link; with
// `hash` and `email` (the emailed link), a new-password form. A successful reset signs the
// user in and goes to /profile.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'mf-shared/kit';
import { useHydrated } from 'mf-shared/area';
import { AuthLayout } from '../../../components/AuthLayout';
import { PasswordField, TextField } from '../../../components/Fields';
import { FormMessage } from '../../../components/FormMessage';
import formStyles from '../../../components/forms.module.css';
import { requestResetLink, resetPassword, type Outcome } from '../api/accountCalls';
import { useFinishSignIn } from '../hooks/useFinishSignIn';
import { PROFILE_PATH, SIGN_IN_PATH } from '../utils/flow';
import { MESSAGES } from '../utils/messages';
import { parseResetLink, type ResetLinkParts } from '../utils/resetLink';
import { newPasswordSchema, resetRequestSchema, type NewPasswordValues, type ResetRequestValues } from '../utils/schemas';

export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const hash = search.get('hash');
  if (hash === null) return <RequestLinkForm />;
  const link = parseResetLink(hash, search.get('email'));
  // Spec 001 §5: without a dash in the hash or without the email, nothing is sent.
  return link ? <NewPasswordForm link={link} /> : <RequestLinkForm problem={MESSAGES.badResetLink} />;
}

function RequestLinkForm({ problem }: { problem?: string }) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({ resolver: yupResolver(resetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setAnswer(null);
    setAnswer(await requestResetLink(email));
  });

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
      <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
        {problem && !answer && <FormMessage kind="error">{problem}</FormMessage>}
        {answer && <FormMessage kind={answer.ok ? 'success' : 'error'}>{answer.message ?? ''}</FormMessage>}
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div className={formStyles.actions}>
          <Button type="submit" className={formStyles.submit} loading={isSubmitting} disabled={!hydrated}>
            Send reset link
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

function NewPasswordForm({ link }: { link: ResetLinkParts }) {
  const hydrated = useHydrated();
  const finishSignIn = useFinishSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: yupResolver(newPasswordSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    const outcome = await resetPassword({ ...link, newPassword: password });
    if (!outcome.ok) {
      setServerError(outcome.message);
      return;
    }
    await finishSignIn(async () => PROFILE_PATH);
  });

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
      <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
        {serverError && <FormMessage kind="error">{serverError}</FormMessage>}
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <PasswordField label="New password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <div className={formStyles.actions}>
          <Button type="submit" className={formStyles.submit} loading={isSubmitting} disabled={!hydrated}>
            Save new password
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
