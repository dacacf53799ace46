// What rendered HTML (article bodies, descriptions) may contain, for both sanitizers.
export const FORBIDDEN_TAGS = ['script', 'style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'] as const;
export const FORBIDDEN_ATTRIBUTES = ['style'] as const;

/** True for an http(s) link to another origin. */
export function isExternalHref(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return /^https?:$/.test(url.protocol) && url.origin !== origin;
  } catch {
    return false;
  }
}
