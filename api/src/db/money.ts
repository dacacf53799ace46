// Funding amounts in their original currency and their USD figure (issue 19): conversion at the
// monthly average rate of the announcement's month (fx_rates, seeded from src/seed/data/fx-rates.ts)
// and the note that says where a USD figure came from. Pure: used by the seed loader, the API
// answers and (next) the staff admin.

/** One monthly average rate: USD for one unit of `currency` in `month` (YYYY-MM). */
export interface FxRate {
  currency: string;
  month: string;
  usd_per_unit: number;
}

/** Rates keyed by currency and month, for convertToUsd. */
export type FxRateTable = ReadonlyMap<string, number>;

const rateKey = (currency: string, month: string) => `${currency.toUpperCase()} ${month}`;

export function fxRateTable(rates: readonly FxRate[]): FxRateTable {
  return new Map(rates.map((rate) => [rateKey(rate.currency, rate.month), rate.usd_per_unit]));
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' (or 'YYYY-MM') date. */
export const monthOf = (date: string) => date.slice(0, 7);

export type Conversion =
  { amount_usd: number; method: 'same-currency' | 'converted'; note: string | null } | { amount_usd: null; method: null; note: string };

/**
 * The USD figure of `amount` `currency` announced in `month` (YYYY-MM), rounded to the dollar.
 * No rate for that month: amount_usd null and the note 'no rate for YYYY-MM'.
 */
export function convertToUsd(amount: number, currency: string, month: string, rates: FxRateTable): Conversion {
  const code = currency.toUpperCase();
  if (code === 'USD') return { amount_usd: Math.round(amount), method: 'same-currency', note: null };
  const usdPerUnit = rates.get(rateKey(code, month));
  if (usdPerUnit === undefined) return { amount_usd: null, method: null, note: noRateNote(month) };
  return { amount_usd: Math.round(amount * usdPerUnit), method: 'converted', note: convertedNote(amount, code) };
}

const noRateNote = (month: string) => `no rate for ${month}`;

/** '€20M', '£67M', 'CA$50M', '¥1.2B' (compact, English). */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}

const convertedNote = (amount: number, currency: string) => `converted from ${formatAmount(amount, currency)}`;

/**
 * What a round's amount_usd says about itself: 'converted from €20M', 'no rate for 2025-06', or
 * null (a USD amount, or nothing disclosed).
 */
export function amountUsdNote(round: {
  amount: number | null;
  currency: string | null;
  amount_usd: number | null;
  announcement_date: string;
}): string | null {
  if (round.amount === null || round.currency === null || round.currency === 'USD') return null;
  if (round.amount_usd === null) return noRateNote(monthOf(round.announcement_date));
  return convertedNote(round.amount, round.currency);
}

/** The fields an answer adds to a round that has amount, currency, amount_usd and its date. */
export function amountAnswerFields(round: {
  amount: number | null;
  currency: string | null;
  amount_usd: number | null;
  announcement_date: string;
}): { amount_usd_note: string | null; is_undisclosed: boolean } {
  return { amount_usd_note: amountUsdNote(round), is_undisclosed: round.amount === null && round.amount_usd === null };
}
