import { Link, useParams } from 'react-router-dom';
import { ErrorState, NotFound, usePageTitle } from 'mf-shared';
import { useOrganization } from '../api/organizationsApi';
import { isNotFoundError } from '../utils/httpErrors';
import { OrganizationProfile } from './detail/OrganizationProfile';
import { OrganizationDetailSkeleton } from './OrganizationsSkeletons';
import styles from './OrganizationDetailPage.module.css';

/** /organizations/{slug}: the organization's profile; an unknown slug shows the not-found view. */
export function OrganizationDetailPage() {
  const { slug = '' } = useParams();
  const query = useOrganization(slug);
  const notFound = query.isError && isNotFoundError(query.error);
  usePageTitle(query.data?.display_name);

  if (notFound) return <NotFound />;

  return (
    <div className={styles.page}>
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
