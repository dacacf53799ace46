// What a plasma performance point says in words, for /progress and the project pages' tables:
// its kind, its triple product in scientific notation and its source in a few words.
import type { PerformancePoint } from 'mf-shared';

export const KIND_LABELS: Record<PerformancePoint['kind'], string> = {
  'peer-reviewed': 'Peer-reviewed result',
  'company claim': 'Company claim',
  projection: 'Design projection',
};

/** 4.7 × 10²⁰ as text a reader can say. */
export function formatScientific(value: number, digits = 2): string {
  const [mantissa, exponent] = value.toExponential(digits - 1).split('e');
  const superscript = String(Number(exponent)).replace(/[-0-9]/g, (c) => '⁻⁰¹²³⁴⁵⁶⁷⁸⁹'['-0123456789'.indexOf(c)]!);
  return `${mantissa} × 10${superscript}`;
}

/** The source in a few words: the paper the point is read from and its original references. */
export function shortSource(point: Pick<PerformancePoint, 'citation'>): string {
  const paper = /\((\d{4})\)/.exec(point.citation)?.[1];
  const references = /original references?: (.*)$/.exec(point.citation)?.[1];
  return [paper ? `Wurzel & Hsu ${paper}` : point.citation, references].filter(Boolean).join(', from ');
}
