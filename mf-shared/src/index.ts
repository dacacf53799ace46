// Public surface of mf-shared. Areas import only from 'mf-shared' (and 'mf-shared/tokens.css').
export * from './types/entities';

// HTTP
export { apiClient, createApiClient, getJson, isRetryableRequestError, RETRY_STATUSES, RETRY_METHODS, RETRY_COUNT, REQUEST_TIMEOUT_MS } from './api/client';
export type { ApiClientOptions } from './api/client';

// Session
export { useAuthStore, SESSION_URL, LOGOUT_URL } from './auth/store';
export type { AuthState, SessionStatus } from './auth/store';

// react-query
export { createQueryClient } from './query/createQueryClient';

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
  TOAST_DURATION_MS,
} from './site/config';
export type { NavLink, SocialLink } from './site/config';
export { formatPageTitle, usePageTitle } from './site/title';

// Routing: which area owns a path
export { areaForPath, AREA_ROUTES } from './routing/areas';
export type { AreaName } from './routing/areas';

// Formatting and validation
export { formatDate, formatMoney, formatCount } from './format';
export type { DateStyle } from './format';
export { NEWSLETTER_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, newsletterEmailSchema, isValidNewsletterEmail } from './validation/email';

// Layout
export { BREAKPOINT_MOBILE_PX, MOBILE_MEDIA_QUERY } from './styles/breakpoints';

// UI primitives
export { Button, ButtonLink } from './ui/Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './ui/Button';
export { Spinner } from './ui/Spinner';
export { Tabs } from './ui/Tabs';
export type { TabItem, TabsProps } from './ui/Tabs';
export { Dropdown } from './ui/Dropdown';
export type { DropdownOption, DropdownProps } from './ui/Dropdown';
export { Dialog } from './ui/Dialog';
export { Toaster, toast, useToastStore } from './ui/Toast';
export type { ToastKind, ToastMessage } from './ui/Toast';
export { GoldCheck } from './ui/GoldCheck';
export { CountryFlag } from './ui/CountryFlag';
export { OrgLogo } from './ui/OrgLogo';
export { EmptyState } from './ui/EmptyState';
export { NotFound } from './ui/NotFound';
export { ErrorState } from './ui/ErrorState';
export { Skeleton } from './ui/Skeleton';
export { Banner } from './ui/Banner';
export type { BannerKind } from './ui/Banner';
export { SafeHtml, sanitizeHtml } from './ui/SafeHtml';
export { AreaErrorBoundary } from './ui/AreaErrorBoundary';
export { AreaProviders } from './ui/AreaProviders';
export type { AreaProvidersProps } from './ui/AreaProviders';
export { ComingSoon } from './ui/ComingSoon';
export type { ComingSoonProps } from './ui/ComingSoon';
export { CopyLinkButton, copyCurrentUrl } from './ui/CopyLinkButton';
