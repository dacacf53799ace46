import styles from './Page.module.css';

/** A visible link to a page's feed (also announced in the <head>). A document, not a page. */
export function FeedLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={styles.feedLink} type="application/rss+xml">
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M5 3a16 16 0 0 1 16 16h-3A13 13 0 0 0 5 6V3zm0 6a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7V9zm2 8a2 2 0 1 1 0 4 2 2 0 0 1 0-4z"
        />
      </svg>
      {label}
    </a>
  );
}
