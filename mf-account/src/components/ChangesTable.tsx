import { useState } from 'react';
import { readablePath, readableValue } from '../lib/diff';
import styles from './ChangesTable.module.css';

/** Values longer than this are shortened, with a toggle to read all of it. */
const FOLD_AT = 160;

export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** A readable diff, for the review queue and the admin history: one row per changed field. */
export function ChangesTable({ changes, caption, emptyText }: { changes: readonly FieldChange[]; caption: string; emptyText: string }) {
  if (changes.length === 0) return <p className={styles.empty}>{emptyText}</p>;
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
                <del className={styles.before}>
                  <Folded text={readableValue(change.before)} />
                </del>
              </td>
              <td>
                <ins className={styles.after}>
                  <Folded text={readableValue(change.after)} />
                </ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Folded({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= FOLD_AT) return <>{text}</>;
  return (
    <>
      {open ? text : `${text.slice(0, FOLD_AT)}…`}{' '}
      <button type="button" className={styles.foldToggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Show all'}
      </button>
    </>
  );
}
