import type { RouteOwnership } from 'mf-shared';

/** A served route table as the server composes it from the areas' releases (part of today's). */
export const SERVED_ROUTES: RouteOwnership[] = [
  ...['/organizations', '/organizations/:slug', '/projects', '/projects/:slug', '/supply-chain'].map((pattern) => ({
    area: 'directory' as const,
    pattern,
  })),
  ...['/', '/articles', '/articles/:slug', '/jobs', '/about'].map((pattern) => ({ area: 'content' as const, pattern })),
  ...['/sign-in', '/profile', '/organizations/add', '/organizations/:slug/edit', '/projects/add'].map((pattern) => ({
    area: 'account' as const,
    pattern,
  })),
];
