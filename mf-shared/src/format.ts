// Display formatting shared by every area (spec 000 §9 date formats; money as a reader says it).
import dayjs from 'dayjs';

const DATE_FORMATS = { long: 'MMMM D, YYYY', short: 'MMM D, YYYY' } as const;
export type DateStyle = keyof typeof DATE_FORMATS;

/**
 * 'long' → 'September 15, 2025', 'short' → 'Sep 15, 2025'. Date-only strings
 * ('YYYY-MM-DD') are read as local calendar dates by dayjs, so they never shift a
 * day with the visitor's time zone. Returns '' for a missing or invalid date.
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'long'): string {
  if (value == null || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[style]) : '';
}

// Smallest first: the first unit that keeps the rounded figure under 1000 wins,
// so 999_960_000 reads '$1B' rather than '$1000M'.
const MONEY_UNITS = [
  { size: 1, suffix: '' },
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

/** 1_800_000_000 → '$1.8B', 425_000_000 → '$425M', 950_000 → '$950K', 0 → '$0', null → '—'. */
export function formatMoney(usd: number | null | undefined): string {
  if (usd == null || !Number.isFinite(usd)) return '—';
  const sign = usd < 0 ? '-' : '';
  const amount = Math.abs(usd);
  for (const unit of MONEY_UNITS) {
    // Whole dollars below $1K, one decimal above.
    const scaled = unit.size === 1 ? Math.round(amount) : Math.round((amount / unit.size) * 10) / 10;
    if (scaled < 1000 || unit.suffix === 'B') return `${sign}$${trimZero(scaled)}${unit.suffix}`;
  }
  return '—'; // unreachable: the loop always returns at 'B'
}

function trimZero(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** 12345 → '12,345'. */
export function formatCount(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '0';
  return n.toLocaleString('en-US');
}
