// The /sign-in form (docs/product/account.md §3, §4): email and password (show/hide), Enter submits, a
// spinner while the request runs, a link to /reset-password; after success the login
// redirect rules 1–5.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from 'mf-shared';
import { Button } from 'mf-shared/kit';
import { useHydrated } from 'mf-shared/area';
import { PasswordField, TextField } from '../../../components/Fields';
import { FormMessage } from '../../../components/FormMessage';
import formStyles from '../../../components/forms.module.css';
import { login, requestEditAccess, type EditAccessKind } from '../../../lib/api/accountCalls';
import { useFinishSignIn } from '../hooks/useFinishSignIn';
import { loginTarget } from '../../../lib/signInFlow';
import { signInSchema, type SignInValues } from '../utils/schemas';

/** An edit-access request after sign-in; on success the session's memberships are reloaded. */
async function requestEditAccessAndReload(kind: EditAccessKind, slug: string): Promise<boolean> {
  const ok = await requestEditAccess(kind, slug);
  if (ok) await useAuthStore.getState().loadSession();
  return ok;
}

export default function SignInForm() {
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const finishSignIn = useFinishSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: yupResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    const outcome = await login(email, password);
    if (!outcome.ok) {
      setServerError(outcome.message);
      return;
    }
    await finishSignIn((session) => loginTarget(search, { session, requestEditAccess: requestEditAccessAndReload }));
  });

  return (
    // method="post": a submission before the form has hydrated never puts the password in a URL.
    <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
      {serverError && <FormMessage kind="error">{serverError}</FormMessage>}
      <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} loading={isSubmitting} disabled={!hydrated}>
          Submit
        </Button>
        <a href="/reset-password" className={formStyles.link}>
          Forgot your password?
        </a>
      </div>
    </form>
  );
}
