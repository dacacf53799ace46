import { Link, useParams } from 'react-router-dom';
import { isNotFoundError } from 'mf-shared';
import { ErrorState, NotFound } from 'mf-shared/kit';
import { organizationHead } from '../../../app/head';
import type { RouteContext } from 'mf-shared/area';
import { organizationQuery, useOrganization } from '../api/organizationsApi';
import { OrganizationProfile } from './detail/OrganizationProfile';
import { OrganizationDetailSkeleton } from './OrganizationsSkeletons';
import page from '../../shared/styles/Page.module.css';
import styles from './OrganizationDetailPage.module.css';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
export const load = ({ queryClient, params }: RouteContext) => queryClient.prefetchQuery(organizationQuery(params.slug ?? ''));

export const head = ({ queryClient, params }: RouteContext) =>
  organizationHead(queryClient.getQueryData(organizationQuery(params.slug ?? '').queryKey));

/** /organizations/{slug}: the organization's profile; an unknown slug shows the not-found view. */
export default function OrganizationDetailPage() {
  const { slug = '' } = useParams();
  const query = useOrganization(slug);

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
