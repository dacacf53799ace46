// A project page's compact progress chart (issue 26): the triple product of its own shots by year,
// as one static SVG the API draws, so the page adds no chart code. Log scale (the values span
// decades), one marker shape per kind of point, a <title> per point for a reader without a mouse.
import { escapeXml } from '../../http/svg';

export interface ChartPoint {
  shot: string;
  date: string;
  date_precision: 'day' | 'month' | 'year';
  kind: 'peer-reviewed' | 'company claim' | 'projection';
  triple_product: number;
}

const CHART_WIDTH = 480;
const CHART_HEIGHT = 220;
const MARGIN = { top: 16, right: 16, bottom: 28, left: 58 };
const INK = '#0f1b2d';
const MUTED = '#5f6b7a';
const GRID = '#e3e8ef';
const ACCENT = '#0a7282';

const KIND_WORDS: Record<ChartPoint['kind'], string> = {
  'peer-reviewed': 'peer-reviewed',
  'company claim': 'company claim',
  projection: 'design projection',
};

const SUPERSCRIPT = '⁻⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) => String(n).replace(/[-0-9]/g, (c) => SUPERSCRIPT['-0123456789'.indexOf(c)]!);

/** 4.7 × 10²⁰ */
export function scientific(value: number): string {
  const [mantissa, exponent] = value.toExponential(1).split('e');
  return `${mantissa} × 10${superscript(Number(exponent))}`;
}

/** The fractional year of a date (the middle of the year or month when only that is known). */
export function fractionalYear(point: Pick<ChartPoint, 'date' | 'date_precision'>): number {
  const [year, month, day] = point.date.split('-').map(Number) as [number, number, number];
  if (point.date_precision === 'year') return year + 0.5;
  if (point.date_precision === 'month') return year + (month - 0.5) / 12;
  return year + (month - 1) / 12 + (day - 1) / 365;
}

const displayDate = (point: Pick<ChartPoint, 'date' | 'date_precision'>) =>
  point.date_precision === 'year' ? point.date.slice(0, 4) : point.date_precision === 'month' ? point.date.slice(0, 7) : point.date;

/** Ticks of a year axis: at most about six, on round steps. */
export function yearTicks(from: number, to: number): number[] {
  const span = to - from;
  const step = [1, 2, 5, 10, 20, 25, 50].find((candidate) => span / candidate <= 5) ?? 100;
  const ticks: number[] = [];
  for (let year = Math.ceil(from / step) * step; year <= to; year += step) ticks.push(year);
  return ticks;
}

function marker(kind: ChartPoint['kind'], x: number, y: number): string {
  const at = (n: number) => n.toFixed(1);
  if (kind === 'company claim') {
    const r = 5.5;
    return `<path d="M${at(x)} ${at(y - r)}L${at(x + r)} ${at(y)}L${at(x)} ${at(y + r)}L${at(x - r)} ${at(y)}Z" fill="${ACCENT}"/>`;
  }
  if (kind === 'projection') return `<circle cx="${at(x)}" cy="${at(y)}" r="4.5" fill="#fff" stroke="${ACCENT}" stroke-width="2"/>`;
  return `<circle cx="${at(x)}" cy="${at(y)}" r="4.5" fill="${ACCENT}"/>`;
}

/** The chart of one machine's charted points (at least one). */
export function projectProgressSvg(machine: string, points: readonly ChartPoint[]): string {
  const years = points.map(fractionalYear);
  const logs = points.map((point) => Math.log10(point.triple_product));
  let [yearFrom, yearTo] = [Math.floor(Math.min(...years)), Math.ceil(Math.max(...years))];
  if (yearTo - yearFrom < 4) {
    const middle = (yearFrom + yearTo) / 2;
    [yearFrom, yearTo] = [Math.floor(middle - 2), Math.ceil(middle + 2)];
  }
  let [decadeFrom, decadeTo] = [Math.floor(Math.min(...logs)), Math.ceil(Math.max(...logs))];
  if (decadeTo - decadeFrom < 2) [decadeFrom, decadeTo] = [decadeFrom - 1, decadeTo + (decadeTo === decadeFrom ? 1 : 0)];

  const plotWidth = CHART_WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (year: number) => MARGIN.left + ((year - yearFrom) / (yearTo - yearFrom)) * plotWidth;
  const y = (log: number) => MARGIN.top + (1 - (log - decadeFrom) / (decadeTo - decadeFrom)) * plotHeight;

  const parts: string[] = [];
  for (let decade = decadeFrom; decade <= decadeTo; decade++) {
    const at = y(decade).toFixed(1);
    parts.push(
      `<line x1="${MARGIN.left}" x2="${CHART_WIDTH - MARGIN.right}" y1="${at}" y2="${at}" stroke="${GRID}"/>` +
        `<text x="${MARGIN.left - 6}" y="${at}" dy="0.35em" text-anchor="end">10${superscript(decade)}</text>`,
    );
  }
  for (const year of yearTicks(yearFrom, yearTo)) {
    parts.push(`<text x="${x(year).toFixed(1)}" y="${CHART_HEIGHT - 8}" text-anchor="middle">${year}</text>`);
  }
  parts.push(
    `<text transform="translate(12 ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle" fill="${MUTED}">n T τ (keV·m⁻³·s)</text>`,
  );

  const best = logs.indexOf(Math.max(...logs));
  points.forEach((point, index) => {
    const title = `${machine} ${point.shot}, ${displayDate(point)}: ${scientific(point.triple_product)} keV·m⁻³·s (${KIND_WORDS[point.kind]})`;
    parts.push(`<g><title>${escapeXml(title)}</title>${marker(point.kind, x(years[index]!), y(logs[index]!))}</g>`);
  });
  const bestX = x(years[best]!);
  const anchor = bestX > MARGIN.left + plotWidth * 0.7 ? 'end' : 'start';
  parts.push(
    `<text x="${(bestX + (anchor === 'end' ? -8 : 8)).toFixed(1)}" y="${(y(logs[best]!) - 8).toFixed(1)}" text-anchor="${anchor}" fill="${INK}" font-weight="600">` +
      `${escapeXml(scientific(points[best]!.triple_product))}</text>`,
  );

  const summary =
    `${machine}: ${points.length} triple-product ${points.length === 1 ? 'point' : 'points'}, ` +
    `highest ${scientific(points[best]!.triple_product)} keV·m⁻³·s (${points[best]!.shot}, ${displayDate(points[best]!)}).`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" ` +
    `role="img" aria-labelledby="t" font-family="system-ui, sans-serif" font-size="11" fill="${MUTED}">` +
    `<title id="t">${escapeXml(summary)}</title>` +
    `<rect width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#fff"/>` +
    parts.join('') +
    '</svg>'
  );
}
