import { formatDate } from 'mf-shared/kit';
import { safeExternalUrl } from '../lib/display';
import type { Source } from '../lib/types';
import styles from './Sources.module.css';

export interface SourcesProps {
  sources: readonly Source[] | undefined;
  /** Smaller, inline variant for a table cell (one funding round). */
  compact?: boolean;
  /** Names the block for assistive technology when a page has several ('Sources of Series B'). */
  label?: string;
}

/**
 * Where a record's facts come from: each source links out, with 'verified on {date}' only when a
 * person read it that day, and 'cited' when it is cited without having been read.
 */
export function Sources({ sources, compact = false, label = 'Sources' }: SourcesProps) {
  const usable = (sources ?? []).flatMap((source) => {
    const url = safeExternalUrl(source.url);
    return url ? [{ ...source, url }] : [];
  });
  if (usable.length === 0) return null;
  const list = (
    <ul className={styles.list}>
      {usable.map((source) => {
        const host = new URL(source.url).host.replace(/^www\./, '');
        return (
          <li key={source.url} className={styles.item}>
            {compact ? (
              // In a table cell the site's name stands for the link; the title stays in its accessible name.
              <a href={source.url} target="_blank" rel="noopener noreferrer" aria-label={source.title ? `${host}: ${source.title}` : host}>
                {host}
              </a>
            ) : (
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.title || host}
              </a>
            )}
            {source.verified_on ? (
              <span className={styles.verified}>
                {' '}
                verified on <time dateTime={source.verified_on}>{formatDate(source.verified_on, compact ? 'short' : 'long')}</time>
              </span>
            ) : (
              <span className={styles.verified}> cited</span>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (compact) {
    return (
      <div className={`${styles.sources} ${styles.compact}`} aria-label={label} role="group">
        {list}
      </div>
    );
  }
  return (
    <section className={styles.sources} aria-label={label}>
      <h2 className={styles.title}>Sources</h2>
      {list}
    </section>
  );
}
