import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { GoldCheck, Spinner } from 'mf-shared/kit';
import { navigate } from '../../../lib/navigation/navigate';
import { searchResultLabel, searchResultPath, type HeaderSearchResult } from '../api/searchApi';
import { useSearchResults } from '../hooks/useSearchResults';
import styles from './SearchBox.module.css';

/** A company no longer operating on its own is labelled in the results (the pages say the details). */
const STATUS_LABELS: Partial<Record<string, string>> = { defunct: 'Defunct', merged: 'Merged', acquired: 'Acquired' };

const SEARCH_PLACEHOLDER = 'Search orgs, projects & supply chain';
const NO_RESULTS_TEXT = 'No records found';
/**
 * An organization's logo box, off the critical path (SearchResultLogo.tsx), asked for when the box is
 * focused, before any result shows. Written for size: every route's budget carries the header
 * (deploy/bundle-budget.json), hence no chunk name and no fallback (the name keeps the box's room).
 */
const loadResultLogo = () => import('./SearchResultLogo');
const SearchResultLogo = lazy(loadResultLogo);
/** Load the next page when the dropdown is scrolled to within this many pixels of its bottom. */
const LOAD_MORE_THRESHOLD_PX = 24;

/**
 * Header search (docs/product/shell.md §4): an ARIA combobox whose listbox opens on
 * focus and closes on blur or when a result is chosen. Arrow keys move the
 * highlight (wrapping at both ends), Enter opens the highlighted result, and
 * scrolling to the bottom of the list appends the next page.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const { results, searching, loadingMore, answered, hasMore, loadMore } = useSearchResults(text);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const hasText = text.trim() !== '';
  const expanded = open && hasText;
  const showNoResults = hasText && answered && !searching && results.length === 0;

  // A new result list starts with nothing highlighted.
  useEffect(() => setHighlighted(-1), [text]);

  // `/?q=…` (the site's SearchAction for search engines) opens the visible search box with that text.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q')?.trim();
    const input = inputRef.current;
    if (!query || !input || input.offsetParent === null) return;
    setText(query);
    setOpen(true);
    input.focus();
  }, []);

  // Keep the highlighted option visible inside the scrolling dropdown.
  useEffect(() => {
    if (highlighted < 0) return;
    listRef.current?.querySelector(`[id="${baseId}-option-${highlighted}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted, baseId]);

  const choose = (result: HeaderSearchResult) => {
    setOpen(false);
    setText('');
    inputRef.current?.blur();
    navigate(searchResultPath(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setHighlighted((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setHighlighted((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const result = results[highlighted];
        if (expanded && result) {
          event.preventDefault();
          choose(result);
        }
        break;
      }
      case 'Escape':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const onDropdownScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (hasMore && scrollTop + clientHeight >= scrollHeight - LOAD_MORE_THRESHOLD_PX) loadMore();
  };

  return (
    <div className={styles.search} role="search">
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        className={styles.input}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          void loadResultLogo();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.dropdown} hidden={!expanded} onScroll={onDropdownScroll} data-testid="search-dropdown">
        <ul ref={listRef} id={listboxId} role="listbox" aria-label="Search results" className={styles.list}>
          {results.map((result, index) => (
            // Keys are handled by the combobox input (aria-activedescendant pattern), clicks per option.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              // A sub-category shares its category's slug (the hash): the name tells them apart.
              key={`${searchResultPath(result)} ${result.display_name}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              className={styles.option}
              // Keep focus in the input so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setHighlighted(index)}
              onClick={() => choose(result)}
            >
              {result.is_organization && (
                <Suspense>
                  <SearchResultLogo result={result} />
                </Suspense>
              )}
              <span className={styles.name}>{result.display_name}</span>
              {result.is_affiliate && <GoldCheck size={14} />}
              {result.status && STATUS_LABELS[result.status.status] && (
                <span className={styles.status}>{STATUS_LABELS[result.status.status]}</span>
              )}
              <span className={styles.kind}>{searchResultLabel(result)}</span>
            </li>
          ))}
        </ul>
        {(searching || loadingMore) && (
          <div className={styles.status}>
            <Spinner size="sm" label="Searching" />
          </div>
        )}
        {showNoResults && (
          <p className={styles.status} role="status">
            {NO_RESULTS_TEXT}
          </p>
        )}
      </div>
    </div>
  );
}
