// The project page's compact chart: where points land, the axes' ticks and the markers per kind.
import { fractionalYear, projectProgressSvg, scientific, yearTicks, type ChartPoint } from './project-chart';

const point = (extra: Partial<ChartPoint>): ChartPoint => ({
  shot: '1',
  date: '2020-01-01',
  date_precision: 'day',
  kind: 'peer-reviewed',
  triple_product: 1e20,
  ...extra,
});

test('a date known only to its year or month sits in the middle of it', () => {
  expect(fractionalYear({ date: '2022-01-01', date_precision: 'year' })).toBe(2022.5);
  expect(fractionalYear({ date: '2022-07-01', date_precision: 'month' })).toBeCloseTo(2022 + 6.5 / 12);
  expect(fractionalYear({ date: '2022-01-01', date_precision: 'day' })).toBe(2022);
});

test('year ticks stay at six or fewer, on round steps', () => {
  expect(yearTicks(2018, 2024)).toEqual([2018, 2020, 2022, 2024]);
  expect(yearTicks(1983, 2023)).toEqual([1990, 2000, 2010, 2020]);
  expect(yearTicks(2019, 2023)).toEqual([2019, 2020, 2021, 2022, 2023]);
});

test('scientific notation a reader can say', () => {
  expect(scientific(4.7e20)).toBe('4.7 × 10²⁰');
  expect(scientific(1.234e21)).toBe('1.2 × 10²¹');
});

test('one marker per point, its shape by kind, the highest one labelled, decades on the axis', () => {
  const svg = projectProgressSvg('Machine <X>', [
    point({ shot: 'A', date: '2016-01-01', triple_product: 2e19 }),
    point({ shot: 'B', date: '2021-06-01', kind: 'company claim', triple_product: 3e20 }),
    point({ shot: 'C', date: '2025', date_precision: 'year', kind: 'projection', triple_product: 5e21 }),
  ]);
  expect(svg.match(/<g><title>/g)).toHaveLength(3);
  expect(svg).toContain('<title>Machine &lt;X&gt; B, 2021-06-01: 3.0 × 10²⁰ keV·m⁻³·s (company claim)</title><path');
  expect(svg).toContain('<title>Machine &lt;X&gt; C, 2025: 5.0 × 10²¹ keV·m⁻³·s (design projection)</title><circle');
  expect(svg).toMatch(/font-weight="600">5\.0 × 10²¹<\/text>/);
  for (const decade of ['10¹⁹', '10²⁰', '10²¹', '10²²']) expect(svg).toContain(`>${decade}</text>`);
  expect(svg).toContain('highest 5.0 × 10²¹ keV·m⁻³·s (C, 2025)');
});

test('a single point still gets a readable range around it', () => {
  const svg = projectProgressSvg('M', [point({ date: '2022-03-01', triple_product: 1e20 })]);
  expect(svg).toContain('>10¹⁹</text>');
  expect(svg).toContain('>10²¹</text>');
  expect(svg).toContain('>2020</text>');
  expect(svg).toContain('>2024</text>');
  expect(svg).not.toContain('NaN');
});
