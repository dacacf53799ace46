// The account area: its pages by route pattern — the one list of its routes (its release
// records them in routes.json). Each page module exports its route's `load` and `head` next to
// the page (mf-shared/area PageModule). Account pages are never indexed; protected ones are
// marked `access`: robots.txt disallows them, and the scaffold sends a signed-out visitor to sign in.
import { lazyPage, type AreaDefinition } from 'mf-shared/area';

export const accountArea: AreaDefinition = {
  name: 'account',
  routes: {
    '/sign-in': {
      noindex: true,
      page: lazyPage('sign-in', () => import(/* webpackChunkName: "sign-in" */ '../features/auth/components/SignInPage')),
    },
    '/create-account': {
      noindex: true,
      page: lazyPage(
        'create-account',
        () => import(/* webpackChunkName: "create-account" */ '../features/auth/components/CreateAccountPage'),
      ),
    },
    '/reset-password': {
      noindex: true,
      page: lazyPage(
        'reset-password',
        () => import(/* webpackChunkName: "reset-password" */ '../features/auth/components/ResetPasswordPage'),
      ),
    },
    '/profile': {
      noindex: true,
      page: lazyPage('profile', () => import(/* webpackChunkName: "profile" */ '../features/profile/components/ProfilePage')),
      access: 'signed-in',
    },
    // Issue 13 (contributions, docs/product/account.md §11–§13): adding and editing; an edit view's
    // 403 makes its loader redirect.
    '/organizations/add': {
      noindex: true,
      page: lazyPage(
        'add-organization',
        () => import(/* webpackChunkName: "add-organization" */ '../features/contributions/components/AddOrganizationPage'),
      ),
      access: 'signed-in',
    },
    '/organizations/:slug/edit': {
      noindex: true,
      page: lazyPage(
        'edit-organization',
        () => import(/* webpackChunkName: "edit-organization" */ '../features/contributions/components/EditOrganizationPage'),
      ),
      access: 'signed-in',
    },
    '/projects/add': {
      noindex: true,
      page: lazyPage(
        'add-project',
        () => import(/* webpackChunkName: "add-project" */ '../features/contributions/components/AddProjectPage'),
      ),
      access: 'signed-in',
    },
    '/projects/:slug/edit': {
      noindex: true,
      page: lazyPage(
        'edit-project',
        () => import(/* webpackChunkName: "edit-project" */ '../features/contributions/components/EditProjectPage'),
      ),
      access: 'signed-in',
    },
    // Issue 14: the plans and the subscribe call.
    '/affiliate': {
      noindex: true,
      page: lazyPage('affiliate', () => import(/* webpackChunkName: "affiliate" */ '../features/affiliate/components/AffiliatePage')),
    },
    // Issue 13: the staff review queue and its history (staff only: the queue's 403 → /profile).
    '/review': {
      noindex: true,
      page: lazyPage('review', () => import(/* webpackChunkName: "review" */ '../features/review/components/ReviewPage')),
      access: 'staff',
    },
    // Replaced by /admin/history (issue 19 item 4): a 302 on the server, a replace-navigation in the browser.
    '/review/history': {
      noindex: true,
      page: lazyPage(
        'review-history',
        () => import(/* webpackChunkName: "review-history" */ '../features/admin/components/ReviewHistoryRedirect'),
      ),
      // Not `access`: it only redirects (robots.txt already disallows /review).
    },
    // Issue 19: the staff admin screens, generated from GET /api/v1/admin/meta/ (staff only: the
    // admin API's 403 → /profile, as for /review). Lazy chunks of this area alone: no public page loads them.
    '/admin': {
      noindex: true,
      page: lazyPage('admin', () => import(/* webpackChunkName: "admin" */ '../features/admin/components/AdminDashboardPage')),
      access: 'staff',
    },
    // Issue 19 item 4: every audited change, with revert (more literal than /admin/:entity, so it wins).
    '/admin/history': {
      noindex: true,
      page: lazyPage(
        'admin-history',
        () => import(/* webpackChunkName: "admin-history" */ '../features/admin/components/AdminHistoryPage'),
      ),
      access: 'staff',
    },
    // Issue 19 item 5: CSV import (more literal than /admin/:entity, so it wins).
    '/admin/import': {
      noindex: true,
      page: lazyPage('admin-import', () => import(/* webpackChunkName: "admin-import" */ '../features/admin/import/AdminImportPage')),
      access: 'staff',
    },
    // Issue 22: the newsletter's draft, preview and send (more literal than /admin/:entity).
    '/admin/newsletter': {
      noindex: true,
      page: lazyPage(
        'admin-newsletter',
        () => import(/* webpackChunkName: "admin-newsletter" */ '../features/admin/newsletter/AdminNewsletterPage'),
      ),
      access: 'staff',
    },
    // Issue 21: the background jobs, with run now (more literal than /admin/:entity, so it wins).
    '/admin/background-jobs': {
      noindex: true,
      page: lazyPage(
        'admin-background-jobs',
        () => import(/* webpackChunkName: "admin-background-jobs" */ '../features/admin/components/AdminBackgroundJobsPage'),
      ),
      access: 'staff',
    },
    '/admin/:entity': {
      noindex: true,
      page: lazyPage('admin-list', () => import(/* webpackChunkName: "admin-list" */ '../features/admin/components/AdminListPage')),
      access: 'staff',
    },
    '/admin/:entity/new': {
      noindex: true,
      page: lazyPage('admin-record', () => import(/* webpackChunkName: "admin-record" */ '../features/admin/components/AdminRecordPage')),
      access: 'staff',
    },
    '/admin/:entity/:id': {
      noindex: true,
      page: lazyPage('admin-record', () => import(/* webpackChunkName: "admin-record" */ '../features/admin/components/AdminRecordPage')),
      access: 'staff',
    },
  },
};
