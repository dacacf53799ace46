// What every admin page has around it: the heading, the admin navigation (entities, the review
// queue and the history of changes), and the meta the page is generated from. Signed in without staff
// rights, the admin API answers 403 and the visitor goes to /profile (on the server: the page's
// `load` records the redirect).
import type { ReactNode } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ErrorState, NotFound, Skeleton } from 'mf-shared/kit';
import { redirectAfterLoad } from 'mf-shared/area';
import { Redirect } from '../../../components/Redirect';
import { adminMetaQuery, staffRedirect } from '../api/admin';
import type { AdminEntity, AdminMeta } from '../api/types';
import styles from './admin.module.css';

export const ADMIN_PATH = '/admin';
export const HISTORY_PATH = `${ADMIN_PATH}/history`;
export const NEWSLETTER_PATH = `${ADMIN_PATH}/newsletter`;
export const BACKGROUND_JOBS_PATH = `${ADMIN_PATH}/background-jobs`;
export const entityPath = (entity: string) => `${ADMIN_PATH}/${encodeURIComponent(entity)}`;
export const recordPath = (entity: string, id: string | number) => `${entityPath(entity)}/${encodeURIComponent(String(id))}`;

/** Server render: the meta (and the page's own query), then the staff rule from their answers. */
export async function loadAdmin(queryClient: QueryClient, pageQuery?: { queryKey: readonly unknown[] }) {
  const meta = adminMetaQuery();
  await queryClient.prefetchQuery(meta);
  const errors = [queryClient.getQueryState(meta.queryKey)?.error];
  if (pageQuery) errors.push(queryClient.getQueryState(pageQuery.queryKey)?.error);
  redirectAfterLoad(queryClient, errors.map(staffRedirect).find(Boolean) ?? null);
}

export function AdminNav({ meta, current }: { meta: AdminMeta | undefined; current: string | null }) {
  return (
    <nav aria-label="Admin" className={styles.nav}>
      <a href={ADMIN_PATH} aria-current={current === null ? 'page' : undefined}>
        Dashboard
      </a>
      {meta?.entities.map((entity) => (
        <a key={entity.name} href={entityPath(entity.name)} aria-current={current === entity.name ? 'page' : undefined}>
          {entity.label_plural}
        </a>
      ))}
      <a href="/review">Review queue</a>
      <a href={HISTORY_PATH} aria-current={current === 'history' ? 'page' : undefined}>
        History
      </a>
      <a href={NEWSLETTER_PATH} aria-current={current === 'newsletter' ? 'page' : undefined}>
        Newsletter
      </a>
      <a href={BACKGROUND_JOBS_PATH} aria-current={current === 'background-jobs' ? 'page' : undefined}>
        Background jobs
      </a>
    </nav>
  );
}

/**
 * Loads the meta; renders `children` with it (and with the entity named by the route, when
 * `entityName` is given: an unknown one is a not-found).
 */
export function AdminFrame({
  title,
  entityName,
  current,
  children,
}: {
  title: (entity: AdminEntity | null) => string;
  entityName?: string;
  /** The nav item of a page that is not an entity's ('history', 'background-jobs'). */
  current?: string;
  children: (meta: AdminMeta, entity: AdminEntity | null) => ReactNode;
}) {
  const query = useQuery(adminMetaQuery());
  if (query.isError) {
    const redirect = staffRedirect(query.error);
    if (redirect) return <Redirect to={redirect} />;
  }
  const entity = query.data?.entities.find((candidate) => candidate.name === entityName) ?? null;
  if (query.data && entityName !== undefined && !entity) return <NotFound />;
  return (
    <section className={styles.page} aria-labelledby="admin-heading">
      <h1 id="admin-heading" className={styles.title}>
        {title(entity)}
      </h1>
      <AdminNav meta={query.data} current={entityName ?? current ?? null} />
      {query.isPending ? (
        <div aria-busy="true">
          <Skeleton height={240} />
        </div>
      ) : query.isError ? (
        <ErrorState message="The admin screens could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        children(query.data, entity)
      )}
    </section>
  );
}
