// The account area: its pages, keyed by the patterns of the contract's routing table
// (AREA_ROUTES.account), with the data each server render loads, the <head> it gets and the
// route rules (app/routeRules.ts). Account pages are never indexed.
import { lazyPage, type AreaDefinition, type AreaRoute } from 'mf-shared/area';
import { createAccountForm, resetPasswordForms, signInForm } from '../features/auth/forms/lazyForms';
import { accountInfoQuery } from '../features/profile/api/accountInfo';
import { PLACEHOLDER_HEADINGS } from '../pages/placeholders';
import { PROTECTED, signedInGoesToProfile } from './routeRules';

const placeholder = lazyPage('placeholder', () => import(/* webpackChunkName: "placeholder" */ '../pages/PlaceholderPage'));

const head = (title: string) => () => ({ title, noindex: true });

function placeholderRoute(pattern: string, redirect?: AreaRoute['redirect']): AreaRoute {
  return { page: placeholder, head: head(PLACEHOLDER_HEADINGS[pattern] ?? 'Account'), ...(redirect ? { redirect } : {}) };
}

export const accountArea: AreaDefinition = {
  name: 'account',
  routes: {
    '/sign-in': {
      page: lazyPage('sign-in', () => import(/* webpackChunkName: "sign-in" */ '../features/auth/components/SignInPage')),
      // Server: the form's chunk, so the form is in the HTML (forms/lazyForms.ts).
      load: () => signInForm.preload(),
      head: head('Sign in'),
      redirect: signedInGoesToProfile,
    },
    '/create-account': {
      page: lazyPage(
        'create-account',
        () => import(/* webpackChunkName: "create-account" */ '../features/auth/components/CreateAccountPage'),
      ),
      load: () => createAccountForm.preload(),
      head: head('Create an account'),
      redirect: signedInGoesToProfile,
    },
    '/reset-password': {
      page: lazyPage(
        'reset-password',
        () => import(/* webpackChunkName: "reset-password" */ '../features/auth/components/ResetPasswordPage'),
      ),
      load: () => resetPasswordForms.preload(),
      head: head('Reset password'),
    },
    '/profile': {
      page: lazyPage('profile', () => import(/* webpackChunkName: "profile" */ '../features/profile/components/ProfilePage')),
      // Through the visitor's session (the server's fetchApi passes their cookies).
      load: ({ queryClient, session }) => (session.is_authenticated ? queryClient.prefetchQuery(accountInfoQuery()) : Promise.resolve()),
      head: head('Profile'),
      redirect: PROTECTED.profile,
    },
    // Later issues (contributions, affiliate) build these; the protected-route rule applies already.
    '/organizations/add': placeholderRoute('/organizations/add', PROTECTED.addOrganization),
    '/organizations/:slug/edit': placeholderRoute('/organizations/:slug/edit', PROTECTED.editOrganization),
    '/projects/add': placeholderRoute('/projects/add', PROTECTED.addProject),
    '/projects/:slug/edit': placeholderRoute('/projects/:slug/edit', PROTECTED.editProject),
    // Issue 14: the plans and the subscribe call; signed in, the user's organizations and memberships (the profile's query).
    '/affiliate': {
      page: lazyPage('affiliate', () => import(/* webpackChunkName: "affiliate" */ '../features/affiliate/components/AffiliatePage')),
      load: ({ queryClient, session }) => (session.is_authenticated ? queryClient.prefetchQuery(accountInfoQuery()) : Promise.resolve()),
      head: head('Affiliate membership'),
    },
    // Issue 13: the staff review queue and its history (staff only).
    '/review': placeholderRoute('/review', PROTECTED.review),
    '/review/history': placeholderRoute('/review/history', PROTECTED.reviewHistory),
  },
};
