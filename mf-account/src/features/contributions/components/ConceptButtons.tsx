// The confinement concept, chosen by buttons (docs/product/account.md §11): one at a time (aria-pressed).
import type { ConceptRef } from 'mf-shared';
import styles from './controls.module.css';

export interface ConceptButtonsProps {
  concepts: readonly ConceptRef[];
  value: string;
  onChange(slug: string): void;
  /** Id of the first button (to focus it for an error). */
  id?: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

export function ConceptButtons({ concepts, value, onChange, id, labelledBy, describedBy, invalid }: ConceptButtonsProps) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={styles.chips}
      data-invalid={invalid || undefined}
    >
      {concepts.map((concept, index) => {
        const pressed = concept.slug === value;
        return (
          <button
            key={concept.slug}
            id={index === 0 ? id : undefined}
            type="button"
            className={styles.toggle}
            aria-pressed={pressed}
            onClick={() => onChange(concept.slug)}
          >
            {pressed && (
              <span aria-hidden="true" className={styles.check}>
                ✓
              </span>
            )}
            {concept.display_name}
          </button>
        );
      })}
    </div>
  );
}
