// A list of items the user adds to and removes from (founders, leadership, offerings, projects
// supplied, publications). New items get temporary negative ids (docs/product/account.md §12); removing one
// moves the focus to the next row (or the Add button), adding one focuses its first input.
import { useRef, type ReactNode } from 'react';
import { Button } from 'mf-shared/kit';
import styles from './edit.module.css';

export interface ListFieldProps<T> {
  /** The API path of the list ('founders'). */
  path: string;
  /** A heading for the list. */
  legend: string;
  items: readonly T[];
  itemKey(item: T, index: number): string;
  /** One row's inputs (their ids from the path `${path}[${index}]…`). */
  renderItem(item: T, index: number): ReactNode;
  /** The accessible name of a row ('Founder 2'). */
  itemLabel(index: number): string;
  addLabel: string;
  onAdd(): void;
  onRemove(index: number): void;
  emptyText?: string;
}

export function ListField<T>({
  path,
  legend,
  items,
  itemKey,
  renderItem,
  itemLabel,
  addLabel,
  onAdd,
  onRemove,
  emptyText,
}: ListFieldProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);

  const focusRow = (index: number) => {
    // After React has rendered the change.
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
      const row = rows?.[Math.min(index, (rows?.length ?? 1) - 1)];
      const target =
        row?.querySelector<HTMLElement>('input, select, textarea') ?? fieldsetRef.current?.querySelector<HTMLElement>('[data-add-item]');
      target?.focus();
    });
  };

  return (
    <fieldset ref={fieldsetRef} className={styles.list}>
      <legend className={styles.listLegend}>{legend}</legend>
      {items.length === 0 && emptyText && <p className={styles.empty}>{emptyText}</p>}
      <ul ref={listRef} className={styles.rows} id={`contrib-${path}`} tabIndex={-1}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className={styles.row} aria-label={itemLabel(index)}>
            <div className={styles.rowFields}>{renderItem(item, index)}</div>
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              onClick={() => {
                onRemove(index);
                focusRow(index);
              }}
            >
              Remove<span className="visually-hidden"> {itemLabel(index)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        data-add-item
        variant="secondary"
        size="sm"
        onClick={() => {
          onAdd();
          focusRow(items.length);
        }}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
