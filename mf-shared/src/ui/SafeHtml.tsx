import { useMemo } from 'react';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import styles from './SafeHtml.module.css';

// A private DOMPurify instance, so our hook does not change anyone else's sanitizer.
// Created on first use: importing mf-shared must not need a DOM (e.g. in node tests).
let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // Links leaving the site open in a new tab without giving it access to this page.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    if (isExternal(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return purifier;
}

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Sanitizes untrusted HTML: no scripts, styles, forms, event handlers or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** wrapper element (default div) */
  as?: 'div' | 'section' | 'article' | 'span';
}

/** Renders API-provided HTML (article bodies, descriptions) after sanitizing it. */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Element className={[styles.html, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
