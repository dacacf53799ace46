// docs/product/account.md §11: the new entry is added to the user's claimed
// list as approved (the session store the header, the claim control and the edit rules read).
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from 'mf-shared';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/api/accountInfo';
import type { EntityKind } from './editAccess';

export function recordApprovedMembership(kind: EntityKind, id: number, slug: string, queryClient?: QueryClient): void {
  const key = kind === 'organization' ? 'organization_memberships' : 'project_memberships';
  const current = useAuthStore.getState()[key];
  useAuthStore.setState({ [key]: [...current.filter((item) => item.slug !== slug), { id, slug, status: 'approved' as const }] });
  // The profile's lists change too.
  void queryClient?.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_ROOT, 'info'] });
}
