import { useEffect, useState } from 'react';

/** The job search inputs are debounced by 500 ms (docs/product/content.md §5). */
const JOB_SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = JOB_SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
