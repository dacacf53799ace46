// docs/product/account.md §13 (URLs): website, offering and announcement URLs are stored with an https://
// prefix added, and any prefix the user entered is stripped. The inputs show a fixed
// 'https://' before the field, so the field holds the address without a scheme.

/** 'http://x.org/a' → 'x.org/a', '//x.org' → 'x.org', 'HTTPS://x.org' → 'x.org'. */
export function stripScheme(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\/\//, '');
}

/** What is sent: 'https://' + the address, or null when the field is empty. */
export function withHttps(value: string | null | undefined): string | null {
  const address = stripScheme(value);
  return address ? `https://${address}` : null;
}

/** A rough check the API makes too: a host with a dot and no spaces. */
export function looksLikeAddress(value: string | null | undefined): boolean {
  const address = stripScheme(value);
  if (!address) return true;
  return /^[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/.test(address);
}
