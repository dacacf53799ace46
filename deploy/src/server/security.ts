// The security headers: the Content-Security-Policy of pages, and those of every answer.
//
// Content-Security-Policy for pages. Scripts: only files from this origin (the page has no
// inline script; its JSON blocks are data, not code). Styles: this origin plus the inlined
// first-paint CSS, allowed by their hashes (document.ts styleHashOf: the same for every visitor,
// so a cached page needs no per-response nonce); inline style *attributes* are allowed
// (React's style prop, e.g. the virtual list's row positions). Images may come from https
// (organization logos are hosted by their owners).
export function contentSecurityPolicy(styleSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", ...styleSources].join(' '),
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

/** One year, subdomains included; sent only when the site is served over HTTPS (see securityHeaders). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features no page of this site uses, denied to it and to anything it could embed.
 * Payment too: checkout happens on the provider's own page, never through the Payment Request
 * API here. browsing-topics opts out of the Topics API (the successor of FLoC's interest-cohort,
 * which browsers no longer recognise and would warn about).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers every answer carries (pages, API, release files). `https`: the site is served over
 * HTTPS (SITE_URL says so, or the request came over HTTPS as the trusted proxy reports it); HSTS
 * is never sent otherwise, so a plain-http setup (local, tests) is not pinned to https.
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // No other origin's window (e.g. one that opened a link to us) keeps a handle on ours.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
