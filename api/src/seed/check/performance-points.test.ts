// Each data:check rule for performance points, with a case that breaks it (issue 26).
import { lawsonPoints, type SeedPerformancePoint } from '../data/lawson/points';
import { checkData } from './data-check';
import { checkPerformancePoints } from './performance-points';
import { demoData } from '../demo';
import { programs } from '../data/programs';

const TODAY = '2026-11-26';
const jet = lawsonPoints().find((p) => p.dataset_machine_slug === 'jet' && p.shot === '42976')!;
const variant = (change: Partial<SeedPerformancePoint>, quantities: Partial<SeedPerformancePoint['quantities']> = {}) => ({
  ...jet,
  ...change,
  quantities: { ...jet.quantities, ...quantities },
});

describe('checkPerformancePoints', () => {
  it('passes the imported dataset', () => {
    expect(checkPerformancePoints(lawsonPoints(), TODAY)).toEqual([]);
  });

  it('is part of data:check, which counts the points', () => {
    const result = checkData({ ...demoData, programs, performancePoints: [variant({ source_url: '' })] }, TODAY);
    expect(result.problems).toContain('sources: performance point JET 42976 has no https source URL');
    expect(checkData({ ...demoData, programs }, TODAY).counts.records['performance points']).toBe(124);
  });

  it('needs a citation and an https source', () => {
    expect(checkPerformancePoints([variant({ citation: ' ' })], TODAY)).toEqual(['sources: performance point JET 42976 has no citation']);
    expect(checkPerformancePoints([variant({ source_url: 'http://doi.org/10.1/x' })], TODAY)).toEqual([
      'sources: performance point JET 42976 has no https source URL',
    ]);
  });

  it('reports a temperature in eV and a density in cm⁻³ as out of their units', () => {
    expect(checkPerformancePoints([variant({}, { t_i_max: 28000 })], TODAY)).toEqual([
      'units: performance point JET 42976 has t_i_max = 28000, outside (0, 1000] keV',
    ]);
    expect(checkPerformancePoints([variant({}, { n_i_max: 3.3e13 })], TODAY)[0]).toMatch(/n_i_max = 33000000000000, outside/);
  });

  it('reports an implausible triple product or Q_sci, and a triple product without its basis', () => {
    expect(checkPerformancePoints([variant({ triple_product: 1e30 })], TODAY)[0]).toMatch(/^ranges: .* triple product of 1e\+30/);
    expect(checkPerformancePoints([variant({ triple_product_basis: null })], TODAY)).toEqual([
      'ranges: performance point JET 42976 has a triple product without its temperature or basis',
    ]);
    expect(checkPerformancePoints([variant({ q_sci: -1 })], TODAY)).toEqual(['ranges: performance point JET 42976 has Q_sci = -1']);
  });

  it('allows a future date only for a projection, and no month-only or malformed date', () => {
    expect(checkPerformancePoints([variant({ date: '2030' })], TODAY)).toEqual([
      'dates: performance point JET 42976 is dated after today and is not a projection',
    ]);
    expect(checkPerformancePoints([variant({ date: '2030', kind: 'projection' })], TODAY)).toEqual([]);
    expect(checkPerformancePoints([variant({ date: '1997-13-01' })], TODAY)).toEqual([
      "dates: performance point JET 42976 has a bad date '1997-13-01'",
    ]);
  });

  it('rejects an unknown kind', () => {
    expect(checkPerformancePoints([variant({ kind: 'rumour' as SeedPerformancePoint['kind'] })], TODAY)).toEqual([
      "taxonomy: performance point JET 42976 has unknown kind 'rumour'",
    ]);
  });
});
