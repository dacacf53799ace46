import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { formatCount } from '../format';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  count?: number;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** id of the selected tab */
  value: string;
  onChange(id: string): void;
  /** Accessible name of the tab list, e.g. 'Organization types'. */
  ariaLabel?: string;
  /** Prefix for tab element ids (`{idPrefix}-tab-{id}`), so a panel can point back with aria-labelledby. */
  idPrefix?: string;
  className?: string;
}

/**
 * Filter tabs. Keyboard: ArrowLeft/ArrowRight (wrapping), Home and End move focus and
 * select (automatic activation); only the selected tab is in the Tab order (roving tabindex).
 * Below the mobile breakpoint they are one row that scrolls sideways (Tabs.module.css); the
 * selected tab is scrolled into that row's view.
 */
export function Tabs({ items, value, onChange, ariaLabel, idPrefix, className }: TabsProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // Only the row scrolls (never the page): scrollIntoView would also move the page vertically.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(value);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [value]);
  // When nothing matches `value`, the first tab stays reachable by keyboard.
  const focusableId = items.some((item) => item.id === value) ? value : items[0]?.id;

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    tabRefs.current.get(item.id)?.focus();
    onChange(item.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div ref={listRef} role="tablist" aria-label={ariaLabel} className={[styles.tablist, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(node) => {
              if (node) tabRefs.current.set(item.id, node);
              else tabRefs.current.delete(item.id);
            }}
            id={`${prefix}-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={item.id === focusableId ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span>{item.label}</span>
            {item.count !== undefined && <span className={`${styles.count} tabular-nums`}>{formatCount(item.count)}</span>}
          </button>
        );
      })}
    </div>
  );
}
