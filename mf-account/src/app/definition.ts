// The account area: its pages by route pattern — the one list of its routes (its release
// records them in routes.json) — with the data each server render loads, the <head> it gets and
// the route rules (app/routeRules.ts). Account pages are never indexed; protected ones are
// marked `access` (robots.txt disallows them) next to the redirect that enforces it.
import { lazyPage, type AreaDefinition } from 'mf-shared/area';
import { createAccountForm, resetPasswordForms, signInForm } from '../features/auth/forms/lazyForms';
import { accountInfoQuery } from '../lib/api/accountInfo';
import { followsQuery } from '../features/profile/api/follows';
import { fromReviewHistorySearch } from '../features/admin/utils/historyFilters';
import { PROTECTED, signedInGoesToProfile } from './routeRules';

const head = (title: string) => () => ({ title, noindex: true });

export const accountArea: AreaDefinition = {
  name: 'account',
  routes: {
    '/sign-in': {
      noindex: true,
      page: lazyPage('sign-in', () => import(/* webpackChunkName: "sign-in" */ '../features/auth/components/SignInPage')),
      // Server: the form's chunk, so the form is in the HTML (forms/lazyForms.ts).
      load: () => signInForm.preload(),
      head: head('Sign in'),
      redirect: signedInGoesToProfile,
    },
    '/create-account': {
      noindex: true,
      page: lazyPage(
        'create-account',
        () => import(/* webpackChunkName: "create-account" */ '../features/auth/components/CreateAccountPage'),
      ),
      load: () => createAccountForm.preload(),
      head: head('Create an account'),
      redirect: signedInGoesToProfile,
    },
    '/reset-password': {
      noindex: true,
      page: lazyPage(
        'reset-password',
        () => import(/* webpackChunkName: "reset-password" */ '../features/auth/components/ResetPasswordPage'),
      ),
      load: () => resetPasswordForms.preload(),
      head: head('Reset password'),
    },
    '/profile': {
      noindex: true,
      page: lazyPage('profile', () => import(/* webpackChunkName: "profile" */ '../features/profile/components/ProfilePage')),
      // Through the visitor's session (the server's fetchApi passes their cookies): the account and
      // its follows (issue 22), so hydration finds both and fetches nothing again.
      load: async ({ queryClient, session }) => {
        if (!session.is_authenticated) return;
        await Promise.all([queryClient.prefetchQuery(accountInfoQuery()), queryClient.prefetchQuery(followsQuery())]);
      },
      head: head('Profile'),
      redirect: PROTECTED.profile,
      access: 'signed-in',
    },
    // Issue 13 (contributions, docs/product/account.md §11–§13): adding and editing. Each page module exports its
    // `load` (the edit view as the visitor, the options, the form's chunk); an edit view's 403
    // redirects after load (redirectAfterLoad, mf-shared/area).
    '/organizations/add': {
      noindex: true,
      page: lazyPage(
        'add-organization',
        () => import(/* webpackChunkName: "add-organization" */ '../features/contributions/components/AddOrganizationPage'),
      ),
      head: head('Add organization'),
      redirect: PROTECTED.addOrganization,
      access: 'signed-in',
    },
    '/organizations/:slug/edit': {
      noindex: true,
      page: lazyPage(
        'edit-organization',
        () => import(/* webpackChunkName: "edit-organization" */ '../features/contributions/components/EditOrganizationPage'),
      ),
      head: head('Edit organization'),
      redirect: PROTECTED.editOrganization,
      access: 'signed-in',
    },
    '/projects/add': {
      noindex: true,
      page: lazyPage(
        'add-project',
        () => import(/* webpackChunkName: "add-project" */ '../features/contributions/components/AddProjectPage'),
      ),
      head: head('Add project'),
      redirect: PROTECTED.addProject,
      access: 'signed-in',
    },
    '/projects/:slug/edit': {
      noindex: true,
      page: lazyPage(
        'edit-project',
        () => import(/* webpackChunkName: "edit-project" */ '../features/contributions/components/EditProjectPage'),
      ),
      head: head('Edit project'),
      redirect: PROTECTED.editProject,
      access: 'signed-in',
    },
    // Issue 14: the plans and the subscribe call; signed in, the user's organizations and memberships (the profile's query).
    '/affiliate': {
      noindex: true,
      page: lazyPage('affiliate', () => import(/* webpackChunkName: "affiliate" */ '../features/affiliate/components/AffiliatePage')),
      load: ({ queryClient, session }) => (session.is_authenticated ? queryClient.prefetchQuery(accountInfoQuery()) : Promise.resolve()),
      head: head('Affiliate membership'),
    },
    // Issue 13: the staff review queue and its history (staff only: the queue's 403 → /profile).
    '/review': {
      noindex: true,
      page: lazyPage('review', () => import(/* webpackChunkName: "review" */ '../features/review/components/ReviewPage')),
      head: head('Review queue'),
      redirect: PROTECTED.review,
      access: 'staff',
    },
    // Replaced by /admin/history (issue 19 item 4): a 302 on the server, a replace-navigation in the browser.
    '/review/history': {
      noindex: true,
      page: lazyPage(
        'admin-history',
        () => import(/* webpackChunkName: "admin-history" */ '../features/admin/components/AdminHistoryPage'),
      ),
      head: head('History'),
      // Not `access`: it only redirects (robots.txt already disallows /review).
      redirect: ({ search }) => `/admin/history${fromReviewHistorySearch(search)}`,
    },
    // Issue 19: the staff admin screens, generated from GET /api/v1/admin/meta/ (staff only: the
    // admin API's 403 → /profile, as for /review). Lazy chunks of this area alone: no public page loads them.
    '/admin': {
      noindex: true,
      page: lazyPage('admin', () => import(/* webpackChunkName: "admin" */ '../features/admin/components/AdminDashboardPage')),
      head: head('Admin'),
      redirect: PROTECTED.admin,
      access: 'staff',
    },
    // Issue 19 item 4: every audited change, with revert (more literal than /admin/:entity, so it wins).
    '/admin/history': {
      noindex: true,
      page: lazyPage(
        'admin-history',
        () => import(/* webpackChunkName: "admin-history" */ '../features/admin/components/AdminHistoryPage'),
      ),
      head: head('History'),
      redirect: PROTECTED.adminHistory,
      access: 'staff',
    },
    // Issue 19 item 5: CSV import (more literal than /admin/:entity, so it wins).
    '/admin/import': {
      noindex: true,
      page: lazyPage('admin-import', () => import(/* webpackChunkName: "admin-import" */ '../features/admin/import/AdminImportPage')),
      head: head('Import CSV'),
      redirect: PROTECTED.adminImport,
      access: 'staff',
    },
    // Issue 22: the newsletter's draft, preview and send (more literal than /admin/:entity).
    '/admin/newsletter': {
      noindex: true,
      page: lazyPage(
        'admin-newsletter',
        () => import(/* webpackChunkName: "admin-newsletter" */ '../features/admin/newsletter/AdminNewsletterPage'),
      ),
      head: head('Newsletter'),
      redirect: PROTECTED.adminNewsletter,
      access: 'staff',
    },
    // Issue 21: the background jobs, with run now (more literal than /admin/:entity, so it wins).
    '/admin/background-jobs': {
      noindex: true,
      page: lazyPage(
        'admin-background-jobs',
        () => import(/* webpackChunkName: "admin-background-jobs" */ '../features/admin/components/AdminBackgroundJobsPage'),
      ),
      head: head('Background jobs'),
      redirect: PROTECTED.adminBackgroundJobs,
      access: 'staff',
    },
    '/admin/:entity': {
      noindex: true,
      page: lazyPage('admin-list', () => import(/* webpackChunkName: "admin-list" */ '../features/admin/components/AdminListPage')),
      head: head('Admin'),
      redirect: PROTECTED.adminList,
      access: 'staff',
    },
    '/admin/:entity/new': {
      noindex: true,
      page: lazyPage('admin-record', () => import(/* webpackChunkName: "admin-record" */ '../features/admin/components/AdminRecordPage')),
      head: head('Admin'),
      redirect: PROTECTED.adminNew,
      access: 'staff',
    },
    '/admin/:entity/:id': {
      noindex: true,
      page: lazyPage('admin-record', () => import(/* webpackChunkName: "admin-record" */ '../features/admin/components/AdminRecordPage')),
      head: head('Admin'),
      redirect: PROTECTED.adminRecord,
      access: 'staff',
    },
  },
};
