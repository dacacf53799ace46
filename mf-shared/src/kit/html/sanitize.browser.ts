// HTML sanitizer for the browser: DOMPurify with the site's allowlist (./policy.ts), loaded on
// first use so pages that show no API HTML never download it.
import type { DOMPurify } from 'dompurify';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS, isExternalHref } from './policy';

export type Sanitizer = (html: string) => string;

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

function configure(purifier: DOMPurify): Sanitizer {
  // Links leaving the site open in a new tab without access to this page.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    if (isExternalHref(node.getAttribute('href') ?? '', window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return (html) => purifier.sanitize(html, { FORBID_TAGS: [...FORBIDDEN_TAGS], FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES] });
}

/** The sanitizer if it has loaded already, else null (see loadSanitizer). */
export function loadedSanitizer(): Sanitizer | null {
  return loaded;
}

export function loadSanitizer(): Promise<Sanitizer> {
  // A private DOMPurify instance, so our hook does not change anyone else's sanitizer.
  loading ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(
    ({ default: createDOMPurify }) => (loaded = configure(createDOMPurify(window))),
  );
  return loading;
}

/** Sanitizes untrusted HTML: no scripts, styles, forms, event handlers or javascript: URLs. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}
