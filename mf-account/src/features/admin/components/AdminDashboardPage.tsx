// /admin (issue 19 item 3): the entities staff can edit, as the API's meta lists them, with the
// review queue, the history of every change and the background jobs.
import type { RouteContext } from 'mf-shared/area';
import { AdminFrame, BACKGROUND_JOBS_PATH, entityPath, HISTORY_PATH, loadAdmin } from './AdminFrame';
import styles from './admin.module.css';

export function load({ queryClient }: RouteContext) {
  return loadAdmin(queryClient);
}

export const head = () => ({ title: 'Admin', noindex: true });

export default function AdminDashboardPage() {
  return (
    <AdminFrame title={() => 'Admin'}>
      {(meta) => (
        <>
          <h2 id="admin-entities" className={styles.sectionTitle}>
            Directory data
          </h2>
          <ul className={styles.entityList} aria-labelledby="admin-entities">
            {meta.entities.map((entity) => (
              <li key={entity.name}>
                <a href={entityPath(entity.name)}>{entity.label_plural}</a>{' '}
                <a
                  href={`${entityPath(entity.name)}/new`}
                  aria-label={`Add ${entity.label.toLowerCase()}`}
                  className={styles.secondaryLink}
                >
                  Add
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href="/admin/import">Import funding rounds or organizations from CSV</a>
          </p>
          <h2 id="admin-contributions" className={styles.sectionTitle}>
            Contributions
          </h2>
          <ul className={styles.entityList} aria-labelledby="admin-contributions">
            <li>
              <a href="/review">Review queue</a>
            </li>
            <li>
              <a href={HISTORY_PATH}>History of changes</a>
            </li>
          </ul>
          <h2 id="admin-operations" className={styles.sectionTitle}>
            Operations
          </h2>
          <ul className={styles.entityList} aria-labelledby="admin-operations">
            <li>
              <a href={BACKGROUND_JOBS_PATH}>Background jobs</a>: last and next runs, failures, run now
            </li>
          </ul>
        </>
      )}
    </AdminFrame>
  );
}
