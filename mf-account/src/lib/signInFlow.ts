// Where a visitor goes after signing in, creating an account or resetting a password
// (docs/product/account.md §4), and the query parameters that carry the intent through /sign-in and
// /create-account. Other areas link here with them, e.g.
//   /sign-in?redirectNewOrg=true        → /organizations/add after signing in
//   /sign-in?org-slug=cfs               → cfs's edit page if already approved, else request edit access
//   /sign-in?next=%2Fprojects%2Fadd     → a protected page the visitor was sent away from
import type { SessionData } from 'mf-shared';
import { isSitePath } from 'mf-shared/kit';
import type { EditAccessKind } from './api/accountCalls';

export const FLOW_PARAMS = {
  /** Marker: the visitor wanted to add an organization (docs/product/account.md §4 rule 1). */
  newOrganization: 'redirectNewOrg',
  /** Marker: the visitor wanted to add a project (rule 2). */
  newProject: 'redirectNewProj',
  /** An organization the visitor wants to claim (rule 3). */
  organization: 'org-slug',
  /** A project the visitor wants to claim (rule 4). */
  project: 'project-slug',
  /** The protected page a signed-out visitor was sent away from (same-site paths only). */
  next: 'next',
} as const;

export const PROFILE_PATH = '/profile';
export const SIGN_IN_PATH = '/sign-in';
export const CREATE_ACCOUNT_PATH = '/create-account';

/** A marker is set when present with any value but false/0. */
export function hasMarker(search: URLSearchParams, name: string): boolean {
  const value = search.get(name);
  return value !== null && !/^(false|0)$/i.test(value.trim());
}

function slugParam(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value ? value : null;
}

const SAME_SITE_BASE = 'http://same-site.invalid';

/**
 * `next` normalised, if it is a path of this site (isSitePath: nothing a browser would read as
 * another origin) and not a sign-in page itself; otherwise null. The normalised path is what
 * is returned, so it is what gets checked (L3: '/.//host' normalises to '//host').
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!isSitePath(value)) return null;
  const url = new URL(value, SAME_SITE_BASE);
  if (url.pathname === SIGN_IN_PATH || url.pathname === CREATE_ACCOUNT_PATH) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(path) ? path : null;
}

/** The flow's query parameters kept when moving between /sign-in and /create-account. */
export function flowQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of Object.values(FLOW_PARAMS)) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The organization or project named in the query for an edit-access request (rules 3 and 4). */
export function claimFromQuery(search: URLSearchParams): { kind: EditAccessKind; slug: string } | null {
  const organization = slugParam(search, FLOW_PARAMS.organization);
  if (organization) return { kind: 'organizations', slug: organization };
  const project = slugParam(search, FLOW_PARAMS.project);
  if (project) return { kind: 'projects', slug: project };
  return null;
}

export function editPath(kind: EditAccessKind, slug: string): string {
  return `/${kind}/${encodeURIComponent(slug)}/edit`;
}

function hasApprovedAccess(session: SessionData, kind: EditAccessKind, slug: string): boolean {
  const memberships = kind === 'organizations' ? session.organization_memberships : session.project_memberships;
  return memberships.some((membership) => membership.slug === slug && membership.status === 'approved');
}

export interface LoginFlowDependencies {
  /** The session as reloaded after signing in (memberships included). */
  session: SessionData;
  /** Sends the edit-access request; resolves true on a 200. */
  requestEditAccess(kind: EditAccessKind, slug: string): Promise<boolean>;
}

/**
 * The login redirect rules 1–5 of docs/product/account.md §4, with `next` before the last:
 * 1. the organization-add marker → /organizations/add;
 * 2. else the project-add marker → /projects/add;
 * 3. else an organization slug → its edit page if access is already approved, otherwise
 *    request edit access and continue;
 * 4. else a project slug → the same for the project;
 * (a same-site `next` → there;)
 * 5. otherwise /profile.
 */
export async function loginTarget(search: URLSearchParams, { session, requestEditAccess }: LoginFlowDependencies): Promise<string> {
  if (hasMarker(search, FLOW_PARAMS.newOrganization)) return '/organizations/add';
  if (hasMarker(search, FLOW_PARAMS.newProject)) return '/projects/add';
  const claim = claimFromQuery(search);
  if (claim) {
    if (hasApprovedAccess(session, claim.kind, claim.slug)) return editPath(claim.kind, claim.slug);
    await requestEditAccess(claim.kind, claim.slug);
  }
  return safeNextPath(search.get(FLOW_PARAMS.next)) ?? PROFILE_PATH;
}
