// Dates known to the day, the month or the year (issue 19): stored as the first day of the
// period plus its precision, so a date whose day is unknown is never shown as an invented day.

export type DatePrecision = 'day' | 'month' | 'year';

const PATTERNS: [RegExp, DatePrecision][] = [
  [/^\d{4}-\d{2}-\d{2}$/, 'day'],
  [/^\d{4}-\d{2}$/, 'month'],
  [/^\d{4}$/, 'year'],
];

/** 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY' → the stored date and its precision; null when malformed. */
export function parseDateWithPrecision(value: string): { date: string; precision: DatePrecision } | null {
  const match = PATTERNS.find(([pattern]) => pattern.test(value));
  if (!match) return null;
  const precision = match[1];
  const date = precision === 'day' ? value : precision === 'month' ? `${value}-01` : `${value}-01-01`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return null;
  return { date, precision };
}
