// The account area: its pages, keyed by the patterns of the contract's routing table
// (AREA_ROUTES.account), with the data each server render loads, the <head> it gets and the
// route rules (app/routeRules.ts). Account pages are never indexed.
import { lazyPage, type AreaDefinition } from 'mf-shared/area';
import { createAccountForm, resetPasswordForms, signInForm } from '../features/auth/forms/lazyForms';
import { accountInfoQuery } from '../features/profile/api/accountInfo';
import { PROTECTED, signedInGoesToProfile } from './routeRules';

const head = (title: string) => () => ({ title, noindex: true });

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
    // Issue 13 (contributions, spec 001 §2, §4, §5): adding and editing. Each page module exports its
    // `load` (the edit view as the visitor, the options, the form's chunk); an edit view's 403
    // redirects after load (redirectAfterLoad, mf-shared/area).
    '/organizations/add': {
      page: lazyPage(
        'add-organization',
        () => import(/* webpackChunkName: "add-organization" */ '../features/contributions/components/AddOrganizationPage'),
      ),
      head: head('Add organization'),
      redirect: PROTECTED.addOrganization,
    },
    '/organizations/:slug/edit': {
      page: lazyPage(
        'edit-organization',
        () => import(/* webpackChunkName: "edit-organization" */ '../features/contributions/components/EditOrganizationPage'),
      ),
      head: head('Edit organization'),
      redirect: PROTECTED.editOrganization,
    },
    '/projects/add': {
      page: lazyPage(
        'add-project',
        () => import(/* webpackChunkName: "add-project" */ '../features/contributions/components/AddProjectPage'),
      ),
      head: head('Add project'),
      redirect: PROTECTED.addProject,
    },
    '/projects/:slug/edit': {
      page: lazyPage(
        'edit-project',
        () => import(/* webpackChunkName: "edit-project" */ '../features/contributions/components/EditProjectPage'),
      ),
      head: head('Edit project'),
      redirect: PROTECTED.editProject,
    },
    // Issue 14: the plans and the subscribe call; signed in, the user's organizations and memberships (the profile's query).
    '/affiliate': {
      page: lazyPage('affiliate', () => import(/* webpackChunkName: "affiliate" */ '../features/affiliate/components/AffiliatePage')),
      load: ({ queryClient, session }) => (session.is_authenticated ? queryClient.prefetchQuery(accountInfoQuery()) : Promise.resolve()),
      head: head('Affiliate membership'),
    },
    // Issue 13: the staff review queue and its history (staff only: the queue's 403 → /profile).
    '/review': {
      page: lazyPage('review', () => import(/* webpackChunkName: "review" */ '../features/review/components/ReviewPage')),
      head: head('Review queue'),
      redirect: PROTECTED.review,
    },
    '/review/history': {
      page: lazyPage(
        'review-history',
        () => import(/* webpackChunkName: "review-history" */ '../features/review/components/ReviewHistoryPage'),
      ),
      head: head('Review history'),
      redirect: PROTECTED.reviewHistory,
    },
  },
};
