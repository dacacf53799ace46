// Pages not built yet (the accounts, contributions and affiliate issues fill them in).
export const PLACEHOLDER_HEADINGS: Record<string, string> = {
  '/sign-in': 'Sign in',
  '/create-account': 'Create account',
  '/reset-password': 'Reset password',
  '/profile': 'Profile',
  '/organizations/add': 'Add organization',
  '/organizations/:slug/edit': 'Edit organization',
  '/projects/add': 'Add project',
  '/projects/:slug/edit': 'Edit project',
  '/affiliate': 'Affiliate membership',
};
