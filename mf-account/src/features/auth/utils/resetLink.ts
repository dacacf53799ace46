// The reset link's query (docs/product/account.md §6): `hash` is '{unix_time}-{hash value}' and `email` must
// be there; otherwise nothing is sent.

export interface ResetLinkParts {
  unixTime: string;
  hashValue: string;
  email: string;
}

export function parseResetLink(hash: string | null, email: string | null): ResetLinkParts | null {
  if (!hash || !email?.trim()) return null;
  const dash = hash.indexOf('-');
  if (dash === -1) return null;
  const unixTime = hash.slice(0, dash);
  const hashValue = hash.slice(dash + 1);
  if (!unixTime || !hashValue) return null;
  return { unixTime, hashValue, email: email.trim() };
}
