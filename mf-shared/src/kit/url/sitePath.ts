// The one same-site check for redirects and in-page links (security review L3). A value is a
// site path only if it starts with one '/' and a browser resolving it stays on this origin
// with a path that does not itself start with '//' or '/\' — normalising '/.//host' or
// '/%2e%2e//host' gives '//host', which a router or a later redirect would read as another host.
const SAME_SITE_BASE = 'http://same-site.invalid';
/** '//host' or '/\host': browsers read '\' as '/' in http(s) URLs. */
const HOST_START = /^[/\\]{2}/;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * True when `value` is a path of this site ('/…'): as written, as a browser normalises it, and
 * once percent-decoded ('/%2F%2Fhost' too is refused: no page of this site starts that way).
 */
export function isSitePath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || HOST_START.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return false;
  }
  return url.origin === SAME_SITE_BASE && !HOST_START.test(url.pathname) && !HOST_START.test(decoded(url.pathname));
}
