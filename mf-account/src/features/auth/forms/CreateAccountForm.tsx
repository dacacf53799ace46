// The /create-account form (docs/product/account.md §5): full name, email, password (show/hide), the
// newsletter checkbox (checked by default); Enter submits. Success signs the user in, sends the
// edit-access request for an organization or project named in the query, then /profile.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from 'mf-shared';
import { Button } from 'mf-shared/kit';
import { useHydrated } from 'mf-shared/area';
import { CheckboxField, PasswordField, TextField } from '../../../components/Fields';
import { FormMessage } from '../../../components/FormMessage';
import formStyles from '../../../components/forms.module.css';
import { createAccount, requestEditAccess } from '../../../lib/api/accountCalls';
import { useFinishSignIn } from '../hooks/useFinishSignIn';
import { claimFromQuery, FLOW_PARAMS, hasMarker, PROFILE_PATH } from '../../../lib/signInFlow';
import { createAccountSchema, type CreateAccountValues } from '../utils/schemas';

export default function CreateAccountForm() {
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const finishSignIn = useFinishSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateAccountValues>({
    resolver: yupResolver(createAccountSchema),
    defaultValues: { fullName: '', email: '', password: '', newsletter: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const outcome = await createAccount({
      fullName: values.fullName,
      email: values.email,
      password: values.password,
      newsletter: values.newsletter,
      redirectNewOrg: hasMarker(search, FLOW_PARAMS.newOrganization),
      redirectNewProj: hasMarker(search, FLOW_PARAMS.newProject),
    });
    if (!outcome.ok) {
      setServerError(outcome.message);
      return;
    }
    await finishSignIn(async () => {
      const claim = claimFromQuery(search);
      if (claim && (await requestEditAccess(claim.kind, claim.slug))) await useAuthStore.getState().loadSession();
      return PROFILE_PATH;
    });
  });

  return (
    <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
      {serverError && <FormMessage kind="error">{serverError}</FormMessage>}
      <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      {/* defaultChecked: the server HTML is checked too (react-hook-form sets it only once hydrated). */}
      <CheckboxField label="Subscribe to the newsletter" defaultChecked {...register('newsletter')} />
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} loading={isSubmitting} disabled={!hydrated}>
          Create Account
        </Button>
      </div>
    </form>
  );
}
