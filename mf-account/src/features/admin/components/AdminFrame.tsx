// What every admin page has around it: the heading, the admin navigation (entities, the review
// queue and the history of changes), and the meta the page is generated from. Signed in without staff
// rights, the admin API answers 403 and the page's loader sends the visitor to /profile.
import type { ReactNode } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ErrorState, NotFound, Skeleton } from 'mf-shared/kit';
import { redirect } from 'mf-shared/area';
import { adminMetaQuery, staffRedirect } from '../api/admin';
import type { AdminEntity, AdminMeta } from '../api/types';
import styles from './admin.module.css';

const ADMIN_PATH = '/admin';
export const HISTORY_PATH = `${ADMIN_PATH}/history`;
const NEWSLETTER_PATH = `${ADMIN_PATH}/newsletter`;
export const BACKGROUND_JOBS_PATH = `${ADMIN_PATH}/background-jobs`;
export const entityPath = (entity: string) => `${ADMIN_PATH}/${encodeURIComponent(entity)}`;
export const recordPath = (entity: string, id: string | number) => `${entityPath(entity)}/${encodeURIComponent(String(id))}`;

/** An admin page's loader: the meta (and the page's own query), then the staff rule from their answers. */
export async function loadAdmin(queryClient: QueryClient, pageQuery?: { queryKey: readonly unknown[] }) {
  const meta = adminMetaQuery();
  await queryClient.prefetchQuery(meta);
  const errors = [queryClient.getQueryState(meta.queryKey)?.error];
  if (pageQuery) errors.push(queryClient.getQueryState(pageQuery.queryKey)?.error);
  const target = errors.map(staffRedirect).find(Boolean);
  if (target) throw redirect(target);
}

function AdminNav({ meta, current }: { meta: AdminMeta | undefined; current: string | null }) {
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
  // Not staff: the route's loader is sending the visitor to /profile.
  if (query.isError && staffRedirect(query.error)) return null;
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
