// Content-Security-Policy for pages. Scripts: only files from this origin (the page has no
// inline script; its JSON blocks are data, not code). Styles: this origin plus the inlined
// first-paint CSS, allowed by a per-response nonce; inline style *attributes* are allowed
// (React's style prop, e.g. the virtual list's row positions). Images may come from https
// (organization logos are hosted by their owners).
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
