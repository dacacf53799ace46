import { formatCount, formatDate, formatDateAsKnown, formatMoney, fundingAmountText } from './format';

describe('formatDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('formats long and short dates', () => {
    expect(formatDate('2025-09-15', 'long')).toBe('September 15, 2025');
    expect(formatDate('2025-09-15', 'short')).toBe('Sep 15, 2025');
    expect(formatDate(new Date(2024, 0, 5))).toBe('January 5, 2024');
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('keeps date-only strings on their day in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatDate('2025-01-01', 'short')).toBe('Jan 1, 2025');
    expect(formatDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatMoney', () => {
  it.each([
    [1_800_000_000, '$1.8B'],
    [425_000_000, '$425M'],
    [12_500_000, '$12.5M'],
    [950_000, '$950K'],
    [2_000_000_000, '$2B'],
    [999_960_000, '$1B'],
    [999_960, '$1M'],
    [1_234, '$1.2K'],
    [999, '$999'],
    [0, '$0'],
  ])('%d → %s', (usd, expected) => {
    expect(formatMoney(usd)).toBe(expected);
  });

  it('shows a dash when the amount is unknown', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });
});

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12)).toBe('12');
  });
});

describe('formatDateAsKnown (issue 19: never an invented day)', () => {
  it('shows a month date as the month, a year date as the year, a day date as the spec formats', () => {
    expect(formatDateAsKnown('2025-06-01', 'month')).toBe('June 2025');
    expect(formatDateAsKnown('2025-06-01', 'month', 'short')).toBe('Jun 2025');
    expect(formatDateAsKnown('2025-01-01', 'year')).toBe('2025');
    expect(formatDateAsKnown('2025-06-14', 'day')).toBe('June 14, 2025');
    expect(formatDateAsKnown('2025-06-14', 'day', 'short')).toBe('Jun 14, 2025');
    expect(formatDateAsKnown('2025-06-14')).toBe('June 14, 2025');
    expect(formatDateAsKnown(null, 'month')).toBe('');
  });
});

describe('fundingAmountText (issue 19)', () => {
  it("shows the USD figure with where it comes from, and 'undisclosed' (never $0) when nothing was disclosed", () => {
    expect(
      fundingAmountText({ amount_usd: 21_600_000, amount: 20_000_000, currency: 'EUR', amount_usd_note: 'converted from €20M' }),
    ).toEqual({
      text: '$21.6M',
      note: 'converted from €20M',
    });
    expect(fundingAmountText({ amount_usd: 5_000_000, amount: 5_000_000, currency: 'USD', amount_usd_note: null })).toEqual({
      text: '$5M',
      note: null,
    });
    expect(fundingAmountText({ amount_usd: null, amount: null, currency: null, is_undisclosed: true })).toEqual({
      text: 'undisclosed',
      note: null,
    });
    expect(fundingAmountText({ amount_usd: null })).toEqual({ text: 'undisclosed', note: null });
  });

  it('shows the announced amount when no rate converts it yet', () => {
    expect(fundingAmountText({ amount_usd: null, amount: 20_000_000, currency: 'EUR', amount_usd_note: 'no rate for 2025-06' })).toEqual({
      text: '€20M',
      note: 'no rate for 2025-06',
    });
  });
});

describe('the written-out formats agree with Intl (en-US)', () => {
  // A fixed pseudo-random sequence: the same cases on every run.
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const magnitudes = Array.from({ length: 600 }, (_, i) => {
    const value = 10 ** (random() * 15 - 1) * (i % 7 === 0 ? -1 : 1);
    return i % 3 === 0 ? Math.round(value) : value;
  });
  const edges = [
    0, 0.04, 0.05, 0.95, 999, 999.94, 999.95, 999.96, 1000, 9999, 99_950, 999_949, 999_950, 999_999, 1e6, 1.05e9, 999_960_000, 1e12, 2.5e15,
  ];

  it('formatMoney', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    for (const usd of [...edges, ...magnitudes]) expect([usd, formatMoney(usd)]).toEqual([usd, intl.format(usd)]);
  });

  it('formatCount', () => {
    const intl = new Intl.NumberFormat('en-US');
    // Counts: whole numbers, and fractions below a billion (beyond, a double's last digits differ).
    for (const n of [...edges, ...magnitudes.filter((n) => (Number.isInteger(n) ? Math.abs(n) < 1e15 : Math.abs(n) < 1e9))])
      expect([n, formatCount(n)]).toEqual([n, intl.format(n)]);
  });

  it('formatDate and formatDateAsKnown', () => {
    const dates = Array.from(
      { length: 400 },
      () => new Date(Date.UTC(1950 + Math.floor(random() * 100), 0, 1 + Math.floor(random() * 366))),
    );
    for (const style of ['long', 'short'] as const) {
      const day = new Intl.DateTimeFormat('en-US', { month: style, day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat('en-US', { month: style, year: 'numeric', timeZone: 'UTC' });
      for (const date of dates) {
        const iso = date.toISOString().slice(0, 10);
        expect(formatDate(iso, style)).toBe(day.format(date));
        expect(formatDateAsKnown(iso, 'month', style)).toBe(month.format(date));
      }
    }
  });
});
