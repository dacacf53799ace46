// Small value rules of the edit screens (docs/product/account.md §12, §13).

/** New items created on the client get temporary negative ids (docs/product/account.md §12): -1, -2, … */
export function nextTempId(items: readonly { id: number }[]): number {
  return Math.min(0, ...items.map((item) => item.id)) - 1;
}

/** Years parse to integers; invalid values become null (docs/product/account.md §13). */
export function parseYear(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) return null;
  const year = Number.parseInt(text, 10);
  return Number.isSafeInteger(year) ? year : null;
}

/** Trimmed text, or null when empty (what optional text fields send). */
export function textOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text ? text : null;
}

/** 'Commonwealth Fusion Systems and 1 others' (docs/product/account.md §12: first name plus 'and N others'). */
export function organizationsSummary(names: readonly string[]): string {
  if (names.length === 0) return 'None';
  if (names.length === 1) return names[0]!;
  return `${names[0]} and ${names.length - 1} others`;
}

/** Comma-separated authors ↔ the list the API keeps. */
export function authorsFromText(text: string): string[] {
  return text
    .split(',')
    .map((author) => author.trim())
    .filter(Boolean);
}
