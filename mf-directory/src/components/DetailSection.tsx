import type { ReactNode } from 'react';
import styles from './DetailSection.module.css';

export interface DetailSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** For screen readers only (the section's content speaks for itself on screen). */
  hideTitle?: boolean;
  children: ReactNode;
}

/** A titled section of a detail page (organization, project) or of /funding: a `<section>` labelled by its `<h2>`. */
export function DetailSection({ id, title, hideTitle = false, children }: DetailSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={hideTitle ? 'visually-hidden' : styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
