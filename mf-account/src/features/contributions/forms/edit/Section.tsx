import type { ReactNode } from 'react';
import styles from './edit.module.css';

/** A labelled group of the edit screen. */
export function Section({ id, title, children, intro }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

/** Data users cannot edit (docs/product/account.md §1, §12): email the provider to change it. */
export function ReadOnlyNote({ text, email }: { text: string; email: string }) {
  return (
    <p className={styles.note}>
      {text} <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
