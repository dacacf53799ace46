import { Link, Navigate, useParams } from 'react-router-dom';
import { isNotFoundError } from 'mf-shared';
import { ErrorState, NotFound } from 'mf-shared/kit';
import { organizationHead } from '../../../app/head';
import type { RouteContext } from 'mf-shared/area';
import { organizationQuery, useOrganization } from '../api/organizationsApi';
import { OrganizationProfile } from './detail/OrganizationProfile';
import { OrganizationDetailSkeleton } from './OrganizationsSkeletons';
import { isUnapprovedError, loadEntity, NOT_FOUND_PATH } from '../../shared/utils/approval';
import page from '../../shared/styles/Page.module.css';
import styles from './OrganizationDetailPage.module.css';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
// An organization not approved yet, for this visitor: a 302 to /not-found (shared/utils/approval.ts).
export const load = ({ queryClient, params }: RouteContext) => loadEntity(queryClient, organizationQuery(params.slug ?? ''));

export const head = ({ queryClient, params }: RouteContext) =>
  organizationHead(queryClient.getQueryData(organizationQuery(params.slug ?? '').queryKey));

/**
 * /organizations/{slug}: the organization's profile; an unknown slug shows the not-found view, one
 * not approved yet (for this visitor) sends to /not-found (spec 001 §4).
 */
export default function OrganizationDetailPage() {
  const { slug = '' } = useParams();
  const query = useOrganization(slug);

  if (query.isError && isUnapprovedError(query.error)) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (query.isError && isNotFoundError(query.error)) return <NotFound />;

  return (
    <div className={page.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/organizations">Organizations</Link>
      </nav>
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
