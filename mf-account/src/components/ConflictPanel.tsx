// 409 (spec "no lost edits", issue 13 §8): someone else saved first. Nothing of this save was
// written. The form keeps the user's values until they load the current version; after that,
// their changes stay listed here to copy back.
import { Button } from 'mf-shared/kit';
import { CONFLICT_TEXT } from '../lib/contributionMessages';
import type { UnsavedChange } from '../lib/unsavedChanges';
import styles from './ConflictPanel.module.css';

export interface ConflictPanelProps {
  /** Set while the form still shows the user's values (before reloading). */
  currentVersion: number | null;
  reloading: boolean;
  onReload(): void;
  /** What the user had changed, once the current version is loaded. */
  kept: UnsavedChange[] | null;
  onDismiss(): void;
}

export function ConflictPanel({ currentVersion, reloading, onReload, kept, onDismiss }: ConflictPanelProps) {
  if (currentVersion === null && !kept) return null;
  return (
    <section className={styles.conflict} aria-labelledby="conflict-title" tabIndex={-1} id="contrib-conflict">
      <h2 id="conflict-title" className={styles.conflictTitle}>
        {kept ? 'The current version is loaded.' : CONFLICT_TEXT.title}
      </h2>
      {currentVersion !== null && !kept && (
        <>
          <p className={styles.conflictText}>{CONFLICT_TEXT.body}</p>
          <Button onClick={onReload} loading={reloading}>
            {CONFLICT_TEXT.reload}
          </Button>
        </>
      )}
      {kept && (
        <>
          <p className={styles.conflictText}>Apply your changes again where needed, then save.</p>
          {kept.length > 0 && (
            <details open className={styles.kept}>
              <summary>{CONFLICT_TEXT.yourChanges}</summary>
              <dl>
                {kept.map((change) => (
                  <div key={change.field} className={styles.keptRow}>
                    <dt>{change.field}</dt>
                    <dd>
                      <pre className={styles.keptValue}>{change.value}</pre>
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Hide
          </Button>
        </>
      )}
    </section>
  );
}
