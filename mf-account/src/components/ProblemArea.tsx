import type { Ref } from 'react';
import styles from './ProblemArea.module.css';

/**
 * The creation problem area and the processing error area (docs/product/account.md §14): the API's message or
 * the server error, read out at once (role="alert"), and focusable so the screen can move to it
 * when the message names no field.
 */
export function ProblemArea({ id, message, ref }: { id: string; message: string | null; ref?: Ref<HTMLDivElement> }) {
  return (
    <div id={id} ref={ref} tabIndex={-1} className={message ? styles.problem : styles.empty} role="alert">
      {message}
    </div>
  );
}
