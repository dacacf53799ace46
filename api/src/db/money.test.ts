import { parseDateWithPrecision } from './date-precision';
import { amountUsdNote, convertToUsd, formatAmount, fxRateTable } from './money';
import { jobBoardFromUrl, kindFromTags } from '../seed/kind';

const rates = fxRateTable([
  { currency: 'EUR', month: '2024-04', usd_per_unit: 1.0724 },
  { currency: 'JPY', month: '2024-04', usd_per_unit: 1 / 153.89 },
]);

describe('convertToUsd', () => {
  test('converts at the rate of the month and rounds to the dollar', () => {
    expect(convertToUsd(20_000_000, 'EUR', '2024-04', rates)).toEqual({
      amount_usd: 21_448_000,
      method: 'converted',
      note: 'converted from €20M',
    });
    expect(convertToUsd(1_000_000_000, 'jpy', '2024-04', rates)).toEqual({
      amount_usd: Math.round(1e9 / 153.89),
      method: 'converted',
      note: 'converted from ¥1B',
    });
  });

  test('a USD amount is its own figure, with no note', () => {
    expect(convertToUsd(84_000_000, 'USD', '1999-01', rates)).toEqual({ amount_usd: 84_000_000, method: 'same-currency', note: null });
  });

  test('a month (or currency) without a rate leaves the figure empty and says why', () => {
    expect(convertToUsd(130_000_000, 'EUR', '2025-06', rates)).toEqual({ amount_usd: null, method: null, note: 'no rate for 2025-06' });
    expect(convertToUsd(5, 'GBP', '2024-04', rates)).toEqual({ amount_usd: null, method: null, note: 'no rate for 2024-04' });
  });
});

describe('amountUsdNote and formatAmount', () => {
  test('say where the USD figure came from', () => {
    const round = { amount: 20_000_000, currency: 'EUR', amount_usd: 21_448_000, announcement_date: '2024-04-10' };
    expect(amountUsdNote(round)).toBe('converted from €20M');
    expect(amountUsdNote({ ...round, amount_usd: null })).toBe('no rate for 2024-04');
    expect(amountUsdNote({ ...round, currency: 'USD' })).toBeNull();
    expect(amountUsdNote({ amount: null, currency: null, amount_usd: null, announcement_date: '2024-04-10' })).toBeNull();
    expect(formatAmount(67_000_000, 'GBP')).toBe('£67M');
    expect(formatAmount(50_000_000, 'CAD')).toBe('CA$50M');
  });
});

describe('parseDateWithPrecision', () => {
  test.each([
    ['2025-06-11', { date: '2025-06-11', precision: 'day' }],
    ['2025-06', { date: '2025-06-01', precision: 'month' }],
    ['2025', { date: '2025-01-01', precision: 'year' }],
    ['2025-02-30', null],
    ['2025-13', null],
    ['June 2025', null],
  ])('%s', (value, expected) => {
    expect(parseDateWithPrecision(value)).toEqual(expected);
  });
});

describe('defaults of the organization fields', () => {
  test('kind comes only from tags that agree', () => {
    expect(kindFromTags(['University', 'Fusion Machine Developer'])).toBe('university');
    expect(kindFromTags(['Fusion Machine Developer'])).toBeNull();
    expect(kindFromTags(['Venture Capital Firm', 'Nonprofit Organization'])).toBeNull();
  });

  test('a careers page on an applicant-tracking board becomes that board', () => {
    expect(jobBoardFromUrl('https://boards.greenhouse.io/cfsenergy')).toEqual({ kind: 'greenhouse', id: 'cfsenergy' });
    expect(jobBoardFromUrl('https://jobs.lever.co/helion/')).toEqual({ kind: 'lever', id: 'helion' });
    expect(jobBoardFromUrl('https://jobs.ashbyhq.com/zap.energy')).toEqual({ kind: 'ashby', id: 'zap.energy' });
    expect(jobBoardFromUrl('https://example.com/careers')).toEqual({ kind: 'url', id: 'https://example.com/careers' });
    expect(jobBoardFromUrl(null)).toBeNull();
  });
});
