import { Link, useParams } from 'react-router-dom';
import { isNotFoundError } from 'mf-shared';
import { Breadcrumb, ErrorState, NotFound } from 'mf-shared/kit';
import { organizationHead } from '../head';
import { redirect, type RouteContext } from 'mf-shared/area';
import type { OrganizationDetail } from 'mf-shared';
import { organizationQuery, useOrganization } from '../api/organizationsApi';
import { OrganizationProfile } from './detail/OrganizationProfile';
import { OrganizationDetailSkeleton } from '../../../components/OrganizationsSkeletons';
import { loadEntity } from '../../../lib/approval';
import { ledgerQuery } from '../../../lib/api/milestonesApi';
import page from '../../../lib/styles/Page.module.css';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
/** A merged company's page moved for good to the company it merged into (when that one is published). */
export function mergedIntoPath(organization: OrganizationDetail | undefined): string | null {
  const status = organization?.status;
  const slug = status?.status === 'merged' ? status.merged_into?.slug : null;
  return slug ? `/organizations/${encodeURIComponent(slug)}` : null;
}

// An organization not approved yet, for this visitor: a 302 to /not-found (lib/approval.ts);
// a merged one: a 301 to the company it merged into.
export async function load({ queryClient, params }: RouteContext): Promise<void> {
  const query = organizationQuery(params.slug ?? '');
  // The ledger section (components/MilestoneLedger) renders on the server too.
  await Promise.all([loadEntity(queryClient, query), queryClient.prefetchQuery(ledgerQuery({ organization: params.slug ?? '' }))]);
  const merged = mergedIntoPath(queryClient.getQueryData(query.queryKey));
  if (merged) throw redirect(merged, 301);
}

export const head = ({ queryClient, params }: RouteContext) =>
  organizationHead(queryClient.getQueryData(organizationQuery(params.slug ?? '').queryKey));

/**
 * /organizations/{slug}: the organization's profile; an unknown slug shows the not-found view, one
 * not approved yet (for this visitor) sends to /not-found (docs/product/directory.md §5).
 */
export default function OrganizationDetailPage() {
  const { slug = '' } = useParams();
  const query = useOrganization(slug);

  if (query.isError && isNotFoundError(query.error)) return <NotFound />;
  // The route's loader is sending the visitor to the company it merged into.
  if (mergedIntoPath(query.data)) return null;

  return (
    <div className={page.page}>
      <Breadcrumb>
        <Link to="/organizations">Organizations</Link>
      </Breadcrumb>
      {query.isPending ? (
        <OrganizationDetailSkeleton />
      ) : query.isError ? (
        <ErrorState message="This organization could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <OrganizationProfile organization={query.data} />
      )}
    </div>
  );
}
