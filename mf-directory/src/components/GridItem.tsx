// What both layouts of VirtualCardGrid share (the static grid there, the windowed rows in
// VirtualRows): the grid's props and its list item. A module of its own, so that the lazily
// loaded VirtualRows does not import the grid that loads it.
import { type Key, type ReactNode } from 'react';
import styles from './VirtualCardGrid.module.css';

export interface VirtualCardGridProps<T> {
  items: readonly T[];
  getKey(item: T): Key;
  renderItem(item: T): ReactNode;
  /** Items in the static first render (server and hydration). */
  initialCount: number;
  /** Lists up to this long stay a plain grid after hydration too (no windowing code); default initialCount. */
  staticUpTo?: number;
  /** A first guess at a row's height; rows are measured as they render. */
  estimatedRowHeight?: number;
  label: string;
  /** How many the whole list has, when only part of it is loaded (default: the items'). */
  total?: number;
  /** Called when the windowed rows near the end of the items (a long list loads its next page). */
  onNearEnd?: () => void;
}

export function GridItem({ index, total, children }: { index: number; total: number; children: ReactNode }) {
  return (
    <div role="listitem" aria-posinset={index + 1} aria-setsize={total} className={styles.cell}>
      {children}
    </div>
  );
}
