// Display formatting shared by every area (spec 000 §9 date formats; money as a reader says
// it), with the platform's Intl formatters: no date or number library on the page.

const DATE_FORMATS = {
  long: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
} as const;
export type DateStyle = keyof typeof DATE_FORMATS;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'long' → 'September 15, 2025' (MMMM D, YYYY), 'short' → 'Sep 15, 2025' (MMM D, YYYY).
 * Strings are shown on their UTC calendar day ('2025-09-15' never shifts with the visitor's
 * time zone, and the server and the browser render the same text); a Date object is shown
 * on its local day. Returns '' for a missing or invalid date.
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'long'): string {
  if (value == null || value === '') return '';
  let date: Date;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    date = new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  } else {
    date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  }
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMATS[style].format(date);
}

const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** 1_800_000_000 → '$1.8B', 425_000_000 → '$425M', 950_000 → '$950K', 0 → '$0', null → '—'. */
export function formatMoney(usd: number | null | undefined): string {
  if (usd == null || !Number.isFinite(usd)) return '—';
  return MONEY.format(usd);
}

const COUNT = new Intl.NumberFormat('en-US');

/** 12345 → '12,345'. */
export function formatCount(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '0';
  return COUNT.format(n);
}
