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
 * Server: sanitized in the render. Browser: an element the server rendered keeps the server's
 * (sanitized) markup for as long as the HTML is the same — no sanitizer download, no second
 * render; new HTML (another page, a client-side visit) is sanitized once the sanitizer loads.
 */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const hydrated = useHydrated();
  // The HTML the server rendered into this element (null when it mounted in the browser): while
  // the prop is still that HTML, the element keeps the server's markup and no sanitizer loads.
  const [serverHtml] = useState(() => (hydrated ? null : (html ?? '')));
  const showsServerHtml = typeof window !== 'undefined' && serverHtml !== null && (html ?? '') === serverHtml;
  const [sanitize, setSanitize] = useState<Sanitizer | null>(loadedSanitizer);
  useEffect(() => {
    if (sanitize || showsServerHtml) return;
    let active = true;
    void loadSanitizer().then((loaded) => active && setSanitize(() => loaded));
    return () => {
      active = false;
    };
  }, [sanitize, showsServerHtml]);

  const inner =
    !showsServerHtml && sanitize && (hydrated || typeof window === 'undefined') ? { __html: sanitize(html ?? '') } : KEEP_SERVER_HTML;
  return (
    <Element className={[styles.html, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={inner} suppressHydrationWarning />
  );
}
