// Pages not built yet (the content issue fills them in), with the heading each will have.
export const PLACEHOLDER_HEADINGS: Record<string, string> = {
  '/': 'Home',
  '/articles': 'Articles',
  '/articles/:slug': 'Article',
  '/updates': 'Updates',
  '/jobs': 'Jobs',
  '/about': 'About',
  '/terms-of-use': 'Terms of Use',
  '/privacy-policy': 'Privacy Policy',
};
