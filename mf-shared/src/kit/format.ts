// Display formatting shared by every area (docs/product/shell.md §10 date formats; money as a reader says
// it), with the platform's Intl formatters: no date or number library on the page.

/**
 * Made on first use: building an Intl formatter costs milliseconds (the first loads locale
 * data), and a page that never shows a date should not pay for one while its code loads.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const DATE_FORMATS = {
  long: onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })),
  short: onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })),
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
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMATS[style]().format(date);
}

const PERIOD_FORMATS = {
  long: onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })),
  short: onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })),
} as const;

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
  return Number.isNaN(date.getTime()) ? '' : PERIOD_FORMATS[style]().format(date);
}

const MONEY = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/** 1_800_000_000 → '$1.8B', 425_000_000 → '$425M', 950_000 → '$950K', 0 → '$0', null → '—'. */
export function formatMoney(usd: number | null | undefined): string {
  if (usd == null || !Number.isFinite(usd)) return '—';
  return MONEY().format(usd);
}

const COUNT = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** 12345 → '12,345'. */
export function formatCount(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '0';
  return COUNT().format(n);
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
  if (entry.amount_usd != null && Number.isFinite(entry.amount_usd)) return { text: MONEY().format(entry.amount_usd), note };
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
