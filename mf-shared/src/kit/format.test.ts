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
