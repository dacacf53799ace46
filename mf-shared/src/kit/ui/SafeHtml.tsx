import { useEffect, useState } from 'react';
// sanitize.server.ts in Node builds, DOMPurify (loaded on first use) in the browser: package.json
// "exports" conditions; both apply ../html/policy.ts.
import { loadedSanitizer, loadSanitizer, type Sanitizer } from 'mf-shared/sanitizer';
import { useHydrated } from '../hooks/useHydrated';
import styles from './SafeHtml.module.css';

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** wrapper element (default div) */
  as?: 'div' | 'section' | 'article' | 'span';
}

// Constant: React never rewrites the element's HTML while it keeps this value.
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Renders API-provided HTML (article bodies, descriptions) after sanitizing it.
 * Server: sanitized in the render. Browser: hydration keeps the server's (sanitized) markup as
 * it is, and the page's own sanitizer takes over once loaded, so it is off the critical path.
 */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const hydrated = useHydrated();
  const [sanitize, setSanitize] = useState<Sanitizer | null>(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let active = true;
    void loadSanitizer().then((loaded) => active && setSanitize(() => loaded));
    return () => {
      active = false;
    };
  }, [sanitize]);

  const inner = sanitize && (hydrated || typeof window === 'undefined') ? { __html: sanitize(html ?? '') } : KEEP_SERVER_HTML;
  return (
    <Element className={[styles.html, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={inner} suppressHydrationWarning />
  );
}
