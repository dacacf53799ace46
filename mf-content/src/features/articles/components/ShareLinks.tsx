import { CopyLinkButton, SHARE_URLS } from 'mf-shared/kit';
import styles from './Articles.module.css';

/** Share on Twitter/X and LinkedIn (the page URL appended, docs/product/content.md §3) and copy the link (docs/product/shell.md §10 toasts). */
export function ShareLinks({ pageUrl }: { pageUrl: string }) {
  return (
    <div className={styles.share} role="group" aria-label="Share this article">
      <span className={styles.shareLabel}>Share</span>
      <a className={styles.shareLink} href={SHARE_URLS.x(pageUrl)} target="_blank" rel="noopener noreferrer">
        Twitter / X<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a className={styles.shareLink} href={SHARE_URLS.linkedin(pageUrl)} target="_blank" rel="noopener noreferrer">
        LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <CopyLinkButton />
    </div>
  );
}
