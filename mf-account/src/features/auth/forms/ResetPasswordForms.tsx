// The /reset-password forms (docs/product/account.md §6): the request form emails a reset link; the
// new-password form (the emailed link's `hash` and `email`) sets the password, which signs the
// user in and goes to /profile.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'mf-shared/kit';
import { useHydrated } from 'mf-shared/area';
import { PasswordField, TextField } from '../../../components/Fields';
import { FormMessage } from '../../../components/FormMessage';
import formStyles from '../../../components/forms.module.css';
import { requestResetLink, resetPassword, type Outcome } from '../../../lib/api/accountCalls';
import { useFinishSignIn } from '../hooks/useFinishSignIn';
import { PROFILE_PATH } from '../../../lib/signInFlow';
import type { ResetLinkParts } from '../utils/resetLink';
import { newPasswordSchema, resetRequestSchema, type NewPasswordValues, type ResetRequestValues } from '../utils/schemas';

export type ResetPasswordFormProps = { mode: 'request'; problem?: string } | { mode: 'new-password'; link: ResetLinkParts };

export default function ResetPasswordForm(props: ResetPasswordFormProps) {
  return props.mode === 'request' ? <RequestLinkForm problem={props.problem} /> : <NewPasswordForm link={props.link} />;
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
  );
}
