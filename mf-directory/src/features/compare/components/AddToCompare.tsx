import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getJson, type Paged, type SearchResult } from 'mf-shared';
import { GoldCheck, Spinner } from 'mf-shared/kit';
import { compareUrl } from '../../../lib/compareUrl';
import styles from './ComparePage.module.css';

const DEBOUNCE_MS = 300;

/** Search the directory (the header's search call) and add an organization to the comparison. */
export function AddToCompare({ slugs }: { slugs: readonly string[] }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [loading, setLoading] = useState(false);
  // A string, so the effect below runs when the comparison changes, not on every render.
  const compared = slugs.join(',');

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setResults(null);
      return;
    }
    let active = true;
    const timer = setTimeout(() => {
      setLoading(true);
      getJson<Paged<SearchResult>>('/api/v1/search/', { query })
        .then(
          (page) =>
            active && setResults(page.results.filter((result) => result.is_organization && !compared.split(',').includes(result.slug))),
        )
        .catch(() => active && setResults([]))
        .finally(() => active && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [text, compared]);

  return (
    <div className={styles.add}>
      <label htmlFor={id} className={styles.addLabel}>
        Add an organization
      </label>
      <div className={styles.addRow}>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search organizations"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          className={styles.addInput}
        />
        {loading && <Spinner size="sm" label="Searching" />}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Up to four organizations; the page address keeps them, so you can share it.
      </p>
      {results && (
        <ul className={styles.suggestions} aria-live="polite">
          {results.length === 0 ? (
            <li className={styles.hint}>No records found</li>
          ) : (
            results.slice(0, 8).map((result) => (
              <li key={result.slug}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => {
                    setText('');
                    navigate(compareUrl([...slugs, result.slug]));
                  }}
                >
                  Add {result.display_name}
                  {result.is_affiliate && <GoldCheck size={14} />}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
