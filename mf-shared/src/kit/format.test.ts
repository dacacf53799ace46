import { formatCount, formatDate, formatMoney } from './format';

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
