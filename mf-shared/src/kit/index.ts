// mf-shared/kit: the UI kit and utilities. Bundled into each area (not a run-time singleton)
// and tree-shaken, so each area upgrades it on its own release cycle. Kit code reaches the
// run-time contract only through 'mf-shared' (the singleton), never by relative import.

// Site constants and page title
export {
  SITE_NAME,
  NAV_LINKS,
  SOCIAL_LINKS,
  SHARE_URLS,
  COPYRIGHT_RANGE,
  CONTENT_LICENCE,
  CONTACT_EMAIL,
  LEGAL_EFFECTIVE_DATE,
} from './site/config';
export type { NavLink, SocialLink } from './site/config';

// The same-site check for redirects and in-page links
export { isSitePath } from './url/sitePath';

// Formatting and validation
export { formatDate, formatDateAsKnown, formatMoney, formatCount } from './format';
export { isValidNewsletterEmail } from './validation/email';

// UI primitives
export { Button, ButtonLink } from './ui/Button';
export { Spinner } from './ui/Spinner';
export { Tabs } from './ui/Tabs';
export type { TabItem } from './ui/Tabs';
export { Dropdown } from './ui/Dropdown';
export type { DropdownOption } from './ui/Dropdown';
export { Dialog } from './ui/Dialog';
export { Toaster } from './ui/Toast';
export { GoldCheck } from './ui/GoldCheck';
export { FundingAmount } from './ui/FundingAmount';
export { OrganizationStatusPill } from './ui/OrganizationStatusPill';
export { StatusPill } from './ui/StatusPill';
export { Breadcrumb } from './ui/Breadcrumb';
export { CountryFlag } from './ui/CountryFlag';
export { OrgLogo } from './ui/OrgLogo';
export { FacetChips, FacetForm, withCounts, type FacetField } from './ui/FacetFilters';
export { EmptyState } from './ui/EmptyState';
export { NotFound } from './ui/NotFound';
export { ErrorState } from './ui/ErrorState';
export { Skeleton } from './ui/Skeleton';
export { Banner } from './ui/Banner';
export { SafeHtml } from './ui/SafeHtml';
export { HydratingRoot, useAfterHydration, useHydrated } from './hooks/useHydrated';

// Follow an organization, project, concept or job tag (issue 22): the button loads after hydration.
export { FollowSlot } from './follow/FollowSlot';

// Tabs kept in the URL hash (docs/product/shell.md §10)
export { ALL_TAB } from './hash/tabHash';
export type { HashTab } from './hash/tabHash';
export { useHashSelection, useHashTab } from './hooks/useHashTab';
export { CopyLinkButton } from './ui/CopyLinkButton';
