// Site-wide constants (docs/product/shell.md §1, §2, §5, §11). The header, footer and pages read them from here.

export const SITE_NAME = 'Fusion Energy Directory';

export interface NavLink {
  to: string;
  label: string;
}

/** Main navigation and footer links, in display order (docs/product/shell.md §2, with /funding). */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/articles', label: 'Articles' },
  { to: '/supply-chain', label: 'Supply Chain' },
  { to: '/organizations', label: 'Organizations' },
  { to: '/projects', label: 'Projects' },
  // Not in the original list (docs/product/shell.md §12; issue 10 adds the page): placed with the other directory data.
  { to: '/funding', label: 'Funding' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/about', label: 'About' },
  { to: '/terms-of-use', label: 'Terms' },
];

export interface SocialLink {
  id: 'x' | 'linkedin';
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'x', label: 'Twitter / X', href: 'https://x.com/fusionenergydir' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/fusion-energy-directory' },
];

/** Share-link builders for articles (docs/product/shell.md §11: the page url is appended). */
export const SHARE_URLS = {
  x: (pageUrl: string) => `https://x.com/intent/tweet?url=${encodeURIComponent(pageUrl)}`,
  linkedin: (pageUrl: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`,
} as const;

export const COPYRIGHT_RANGE = '2019-2025';
export const CONTENT_LICENCE = 'CC BY-NC 4.0';
/** Additions and corrections go to this mailbox (About page). */
export const CONTACT_EMAIL = 'info@fusionenergydirectory.com';
/** Terms of Use and Privacy Policy effective date. */
export const LEGAL_EFFECTIVE_DATE = 'September 15, 2025';
