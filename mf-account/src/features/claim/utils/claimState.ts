// The claim control's state for the signed-in user (docs/product/account.md §9): loading, view
// (not claimed, or signed out), pending (edit request sent), approved. It comes from the
// session's membership lists (docs/product/api.md §2), which the session call and every claim keep current.
import type { SessionData, SessionStatus } from 'mf-shared';

export type ClaimKind = 'organization' | 'project';
export type ClaimState = 'loading' | 'view' | 'pending' | 'approved';

export function claimState(session: SessionData, status: SessionStatus, kind: ClaimKind, slug: string): ClaimState {
  if (status === 'loading') return 'loading';
  if (!session.is_authenticated) return 'view';
  const memberships = kind === 'organization' ? session.organization_memberships : session.project_memberships;
  const membership = memberships.find((item) => item.slug === slug);
  if (membership?.status === 'approved') return 'approved';
  if (membership?.status === 'pending') return 'pending';
  return 'view';
}

/** docs/product/account.md §9, verbatim. */
export const CLAIM_TEXT = {
  claim: { organization: 'Claim This Organization to Edit', project: 'Claim This Project to Edit' },
  pending: 'Edit request pending',
  claimed: { organization: 'You have claimed this organization.', project: 'You have claimed this project.' },
  editThisPage: 'Edit this page',
  /** Ours: the profile's hint for an unverified account (docs/product/account.md §1). */
  verifyFirst: '(verify your email first)',
  signInTitle: { organization: 'Sign in to claim this organization', project: 'Sign in to claim this project' },
} as const;

/** Where Sign In and Create Account go for a signed-out visitor: the slug rides along (docs/product/account.md §9, mf-account README). */
export function signInLinks(kind: ClaimKind, slug: string): { signIn: string; createAccount: string } {
  const query = new URLSearchParams({ [kind === 'organization' ? 'org-slug' : 'project-slug']: slug }).toString();
  return { signIn: `/sign-in?${query}`, createAccount: `/create-account?${query}` };
}

export function editScreenPath(kind: ClaimKind, slug: string): string {
  return `/${kind === 'organization' ? 'organizations' : 'projects'}/${encodeURIComponent(slug)}/edit`;
}
