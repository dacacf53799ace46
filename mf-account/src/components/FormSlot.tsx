import { Suspense, type ComponentProps, type ComponentType } from 'react';
import type { LazyPage } from 'mf-shared/area';
import { Skeleton } from 'mf-shared/kit';
import styles from './FormSlot.module.css';

export interface FormSlotProps<P extends object> {
  form: LazyPage;
  /** The form's props (typed by its module's default export). */
  props?: P;
  /** Rows of the placeholder shown on a client-side visit until the form's code has arrived. */
  rows: number;
}

/** A lazily loaded form inside its own Suspense boundary (see the features' forms/lazyForms.ts); rendering it starts the load. */
export function FormSlot<P extends object>({ form, props, rows }: FormSlotProps<P>) {
  const Form = form as unknown as ComponentType<P>;
  return (
    <Suspense fallback={<FormPlaceholder rows={rows} />}>
      <Form {...((props ?? {}) as ComponentProps<ComponentType<P>>)} />
    </Suspense>
  );
}

function FormPlaceholder({ rows }: { rows: number }) {
  return (
    <div className={styles.placeholder} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton width="30%" height={18} />
          <Skeleton height={44} />
        </div>
      ))}
      <Skeleton width={120} height={40} />
    </div>
  );
}
