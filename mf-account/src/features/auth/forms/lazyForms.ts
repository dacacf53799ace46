// The forms' code (react-hook-form, yup, the calls) in chunks of their own, off the pages'
// critical path: the server renders each form into the page (its route's `load` preloads the
// chunk), and the browser hydrates the form's Suspense boundary as soon as its chunk has
// arrived (selective hydration; the submit button stays disabled until then). The chunk starts
// loading as soon as the page's own code runs.
import type { PageModule } from 'mf-shared/area';
import { lazyPage } from 'mf-shared/area';

export const signInForm = lazyPage('sign-in-form', () => import(/* webpackChunkName: "sign-in-form" */ './SignInForm'));
export const createAccountForm = lazyPage(
  'create-account-form',
  () => import(/* webpackChunkName: "create-account-form" */ './CreateAccountForm'),
);
export const resetPasswordForms = lazyPage(
  'reset-password-forms',
  // Its props are given by FormSlot (ResetPasswordFormProps).
  () => import(/* webpackChunkName: "reset-password-forms" */ './ResetPasswordForms') as Promise<PageModule>,
);
