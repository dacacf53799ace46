import type { Change } from '../api/review';
import { readablePath, readableValue } from '../utils/diff';
import styles from './review.module.css';

/** A readable diff: one row per changed field, before and after. */
export function ChangesTable({ changes, caption }: { changes: Change[]; caption: string }) {
  if (changes.length === 0) return <p className={styles.muted}>No changes recorded.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.changes}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${change.path}-${index}`}>
              <th scope="row" className={styles.path}>
                {readablePath(change.path)}
              </th>
              <td>
                <del className={styles.before}>{readableValue(change.before)}</del>
              </td>
              <td>
                <ins className={styles.after}>{readableValue(change.after)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
