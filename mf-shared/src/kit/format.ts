// Display formatting shared by every area (docs/product/shell.md §10 date formats; money as a reader says
// it). Written out for en-US rather than with Intl: a page's first Intl formatter loads the locale
// data, 40-60 ms of main thread measured in Chromium here (160-240 ms in Lighthouse's mobile
// model), inside hydration. Tests check every function against Intl.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_NAMES = { long: MONTHS, short: MONTHS.map((month) => month.slice(0, 3)) } as const;
export type DateStyle = keyof typeof MONTH_NAMES;

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
  return Number.isNaN(date.getTime()) ? '' : `${MONTH_NAMES[style][date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A date as precisely as it is known: 'day' as formatDate; 'month' → 'June 2025' ('Jun 2025'
 * short); 'year' → '2025'. Never an invented day for a date stored as its period's first day.
 */
export function formatDateAsKnown(
  value: string | null | undefined,
  precision: 'day' | 'month' | 'year' = 'day',
  style: DateStyle = 'long',
): string {
  if (precision === 'day' || value == null || !DATE_ONLY.test(value.slice(0, 10))) return formatDate(value, style);
  if (precision === 'year') return value.slice(0, 4);
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : `${MONTH_NAMES[style][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 12345.6789 → '12,345.679': en-US grouping, at most three decimals (as Intl's default). */
function grouped(n: number, maxFractionDigits = 3, separator = ','): string {
  const [whole, fraction] = Math.abs(n).toFixed(maxFractionDigits).split('.') as [string, string];
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const decimals = fraction.replace(/0+$/, '');
  const text = decimals ? `${digits}.${decimals}` : digits;
  return n < 0 || Object.is(n, -0) ? `-${text}` : text;
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'];

/** USD in compact notation with at most one decimal, as Intl's en-US compact currency. */
function compactUsd(usd: number): string {
  const size = Math.abs(usd);
  let unit = 0;
  while (unit < 4 && size >= 1000 ** (unit + 1)) unit += 1;
  let scaled = Math.round((size / 1000 ** unit) * 10) / 10;
  // Rounding reached the next unit: $999.96K is $1M.
  if (scaled >= 1000 && unit < 4) scaled = Math.round((size / 1000 ** ++unit) * 10) / 10;
  return `${usd < 0 || Object.is(usd, -0) ? '-' : ''}$${grouped(scaled, 1, '')}${COMPACT_SUFFIXES[unit]}`;
}

/** 1_800_000_000 → '$1.8B', 425_000_000 → '$425M', 950_000 → '$950K', 0 → '$0', null → '—'. */
export function formatMoney(usd: number | null | undefined): string {
  if (usd == null || !Number.isFinite(usd)) return '—';
  return compactUsd(usd);
}

/** 12345 → '12,345'. */
export function formatCount(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '0';
  return grouped(n);
}

export interface FundingAmountLike {
  amount_usd: number | null;
  amount?: number | null;
  currency?: string | null;
  amount_usd_note?: string | null;
  is_undisclosed?: boolean;
}

/**
 * A round's amount as shown: the USD figure with where it comes from ('converted from €20M'),
 * 'undisclosed' (never $0) when nothing was disclosed, or the announced amount when no rate
 * converts it yet (its note says so).
 */
export function fundingAmountText(entry: FundingAmountLike): { text: string; note: string | null } {
  const note = entry.amount_usd_note ?? null;
  if (entry.amount_usd != null && Number.isFinite(entry.amount_usd)) return { text: compactUsd(entry.amount_usd), note };
  if (entry.amount != null && entry.currency) {
    try {
      const original = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: entry.currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      });
      return { text: original.format(entry.amount), note };
    } catch {
      // An unknown currency code: the figure with its code.
      return { text: `${formatCount(entry.amount)} ${entry.currency}`, note };
    }
  }
  return { text: 'undisclosed', note: null };
}
