import { useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitizer } from 'mf-shared/sanitizer';
import { useHydrated } from 'mf-shared/area';
import styles from './Articles.module.css';

// Constant: React never rewrites the element's HTML while it keeps this value.
const KEEP_SERVER_HTML = { __html: '' };

/**
 * The article's HTML body, sanitized where it is rendered:
 * - on the server, synchronously (sanitize-html, mf-shared/sanitizer's node build);
 * - when the browser hydrates a server-rendered article, the server's sanitized markup is kept
 *   as it is: no sanitizer download and no second parse of the body on the page's first load;
 * - on a client-side navigation, by the browser's sanitizer (DOMPurify, loaded on first use).
 */
export function ArticleBody({ html }: { html: string }) {
  const hydrated = useHydrated();
  const onServer = typeof window === 'undefined';
  // Decided once: was this body's first render the hydration of server HTML?
  const [keepServerHtml] = useState(() => !onServer && !hydrated);
  const [sanitize, setSanitize] = useState<Sanitizer | null>(loadedSanitizer);

  useEffect(() => {
    if (keepServerHtml || sanitize) return;
    let active = true;
    void loadSanitizer().then((loaded) => active && setSanitize(() => loaded));
    return () => {
      active = false;
    };
  }, [keepServerHtml, sanitize]);

  const inner = keepServerHtml || !sanitize ? KEEP_SERVER_HTML : { __html: sanitize(html) };
  return <div className={styles.body} dangerouslySetInnerHTML={inner} suppressHydrationWarning />;
}
