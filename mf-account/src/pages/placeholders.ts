// Pages not built yet (the contributions and affiliate issues fill them in).
export const PLACEHOLDER_HEADINGS: Record<string, string> = {
  '/organizations/add': 'Add organization',
  '/organizations/:slug/edit': 'Edit organization',
  '/projects/add': 'Add project',
  '/projects/:slug/edit': 'Edit project',
  '/affiliate': 'Affiliate membership',
  '/review': 'Review queue',
  '/review/history': 'Review history',
};
