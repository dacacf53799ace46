// The SVG charts (visx: @visx/scale + @visx/shape). A chunk of its own: the server renders with
// it, the browser loads it only when a chart must be drawn again (new data, client navigation);
// see Chart.tsx. Colours come from the design tokens through CSS classes (charts.module.css).
// Every bar and point has an SVG <title> (its year, amount and rounds): Chart.tsx shows it as a tooltip (./tooltip).
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { FundingEntry } from 'mf-shared';
import { formatCount, formatMoney } from 'mf-shared/kit';
import {
  BAR_CHART_WIDTH,
  BAR_ROW_HEIGHT,
  barChartHeight,
  YEAR_CHART_SIZE,
  type BarDatum,
  type ChartVariant,
  type FundingKind,
  type YearDatum,
} from './types';
import styles from './charts.module.css';

const MARGIN: Record<ChartVariant, { top: number; right: number; bottom: number; left: number }> = {
  wide: { top: 16, right: 16, bottom: 28, left: 64 },
  medium: { top: 16, right: 12, bottom: 28, left: 60 },
  narrow: { top: 16, right: 8, bottom: 28, left: 48 },
};

/** Round tick values a reader can say: 0, $500M, $1B… */
function moneyTicks(max: number, count: number): number[] {
  if (max <= 0) return [0];
  return scaleLinear({ domain: [0, max], nice: true }).ticks(count);
}

function svgProps(width: number, height: number, className: string) {
  return {
    viewBox: `0 0 ${width} ${height}`,
    className: `${styles.svg} ${className}`,
    // The figure's caption and table say it in words; the drawing is for the eye (and the pointer: titles).
    'aria-hidden': true as const,
    focusable: 'false' as const,
  };
}

const rounds = (n: number) => `${formatCount(n)} ${n === 1 ? 'round' : 'rounds'}`;
const total = (d: YearDatum) => d.investment + d.nonDilutive;

/** A slot on the x axis: one year, or a run of 3+ years with no round at all (drawn as one labelled break). */
export interface YearSlot {
  key: string;
  label: string;
  datum: YearDatum | null;
  /** the running total at the end of the slot */
  cumulative: number;
}

/**
 * The years drawn: from the first year with disclosed money (or, when none has any, the first with a
 * round) to the last; a run of three or more years without any round becomes one slot.
 */
export function yearSlots(data: readonly YearDatum[]): YearSlot[] {
  const firstMoney = data.findIndex((d) => total(d) > 0);
  const start = Math.max(0, firstMoney >= 0 ? firstMoney : data.findIndex((d) => d.rounds > 0));
  const years = data.slice(start);
  const slots: YearSlot[] = [];
  let running = 0;
  for (let index = 0; index < years.length;) {
    let end = index;
    while (end < years.length && years[end]!.rounds === 0 && total(years[end]!) === 0) end++;
    if (end - index >= 3) {
      const from = years[index]!.year;
      const to = years[end - 1]!.year;
      slots.push({ key: `${from}-${to}`, label: `${from}–${String(to).slice(2)}`, datum: null, cumulative: running });
      index = end;
      continue;
    }
    const d = years[index]!;
    running += total(d);
    slots.push({ key: String(d.year), label: String(d.year), datum: d, cumulative: running });
    index++;
  }
  return slots;
}

/**
 * An organization's rounds (oldest first) as every year from the first to the last: disclosed amounts
 * by kind, and the rounds' names. Here, not in the page: only a drawing needs it.
 */
export function roundsByYear(rounds: readonly { round: FundingEntry; kind: FundingKind }[]): YearDatum[] {
  const year = (date: string) => Number(date.slice(0, 4));
  const first = year(rounds[0]!.round.announcement_date);
  const years: YearDatum[] = Array.from({ length: year(rounds[rounds.length - 1]!.round.announcement_date) - first + 1 }, (_, i) => ({
    year: first + i,
    investment: 0,
    nonDilutive: 0,
    rounds: 0,
  }));
  for (const { round, kind } of rounds) {
    const entry = years[year(round.announcement_date) - first]!;
    entry[kind === 'investment' ? 'investment' : 'nonDilutive'] += round.amount_usd ?? 0;
    entry.rounds++;
    entry.names = entry.names ? `${entry.names}, ${round.round_name}` : round.round_name;
  }
  return years;
}

function barTitle(d: YearDatum): string {
  if (total(d) === 0) return `${d.year}: ${rounds(d.rounds)}, amount undisclosed`;
  const split =
    d.investment && d.nonDilutive ? ` (investment ${formatMoney(d.investment)}, non-dilutive ${formatMoney(d.nonDilutive)})` : '';
  return `${d.year}: ${formatMoney(total(d))} in ${rounds(d.rounds)}${split}${d.names ? `: ${d.names}` : ''}`;
}

/**
 * Disclosed funding per year as stacked bars (investment below, non-dilutive above), one y axis; the
 * running total in its own small chart under it, on the same years, with its own single axis.
 */
export function YearChart({ data, variant }: { data: readonly YearDatum[]; variant: ChartVariant }) {
  const { width, height, cumulative: cumulativeHeight } = YEAR_CHART_SIZE[variant];
  const margin = MARGIN[variant];
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const slots = yearSlots(data);
  const x = scaleBand<string>({ domain: slots.map((slot) => slot.key), range: [0, innerWidth], padding: 0.2 });
  const yearMax = Math.max(0, ...slots.map((slot) => (slot.datum ? total(slot.datum) : 0)));
  const y = scaleLinear<number>({ domain: [0, yearMax || 1], range: [innerHeight, 0], nice: true });
  const lineHeight = cumulativeHeight - margin.bottom - 24;
  const runningMax = slots[slots.length - 1]?.cumulative ?? 0;
  const yTotal = scaleLinear<number>({ domain: [0, runningMax || 1], range: [lineHeight, 0], nice: true });
  // Year labels: every one when they fit, otherwise every 2nd, 5th…
  const labelEvery = [1, 2, 5, 10].find((step) => (slots.length / step) * (variant === 'narrow' ? 40 : 52) <= innerWidth) ?? 10;
  const center = (slot: YearSlot) => (x(slot.key) ?? 0) + x.bandwidth() / 2;
  const className = `${styles[variant]} ${variant === 'wide' ? styles.wideOfThree : ''}`;
  const axis = (top: number) => (
    <>
      <line y1={top} y2={top} x2={innerWidth} className={styles.axis} />
      {slots.map((slot, index) =>
        // Counted from the last year (the latest matter most); a run without rounds is always marked.
        !slot.datum || (slots.length - 1 - index) % labelEvery === 0 ? (
          <text key={slot.key} x={center(slot)} y={top + 18} textAnchor="middle" className={slot.datum ? styles.tick : styles.gapLabel}>
            {!slot.datum && variant === 'narrow' ? '…' : variant === 'narrow' && labelEvery > 1 ? `’${slot.label.slice(2)}` : slot.label}
          </text>
        ) : null,
      )}
    </>
  );
  const moneyAxis = (ticks: number[], scale: (value: number) => number, right: number) =>
    ticks.map((tick) => (
      <g key={tick} transform={`translate(0,${scale(tick)})`}>
        <line x2={right} className={styles.grid} />
        <text x={-6} dy="0.32em" textAnchor="end" className={styles.tick}>
          {formatMoney(tick)}
        </text>
      </g>
    ));

  return (
    <>
      <svg {...svgProps(width, height, className)} data-chart="by-year">
        <g transform={`translate(${margin.left},${margin.top})`}>
          {moneyAxis(moneyTicks(y.domain()[1] ?? 0, 4), y, innerWidth)}
          {slots.map((slot) => {
            const d = slot.datum;
            const left = x(slot.key) ?? 0;
            if (!d)
              return (
                <g key={slot.key} data-mark="">
                  <title>{`${slot.key.replace('-', '–')}: no rounds`}</title>
                  <rect x={left} width={x.bandwidth()} height={innerHeight} className={styles.gap} />
                  {/* The axis is broken here: two short slants across it. */}
                  <path
                    d={`M${center(slot) - 6},${innerHeight + 5}l4,-10M${center(slot) + 2},${innerHeight + 5}l4,-10`}
                    className={styles.break}
                  />
                </g>
              );
            if (total(d) === 0)
              return !d.rounds ? null : (
                <g key={slot.key} data-mark="">
                  <title>{barTitle(d)}</title>
                  <circle cx={center(slot)} cy={innerHeight - 6} r={4} className={styles.undisclosed} />
                </g>
              );
            // A disclosed amount too small for a pixel still shows as one.
            const investmentTop = d.investment ? Math.min(y(d.investment), innerHeight - 1) : innerHeight;
            const top = d.nonDilutive ? Math.min(y(total(d)), investmentTop - 1) : investmentTop;
            return (
              <g key={slot.key} data-mark="">
                <title>{barTitle(d)}</title>
                <rect x={left} y={investmentTop} width={x.bandwidth()} height={innerHeight - investmentTop} className={styles.investment} />
                <rect x={left} y={top} width={x.bandwidth()} height={investmentTop - top} className={styles.nonDilutive} />
              </g>
            );
          })}
          {axis(innerHeight)}
        </g>
      </svg>
      <svg {...svgProps(width, cumulativeHeight, className)} data-chart="cumulative">
        <text x={margin.left} y={14} className={styles.label}>
          Cumulative total
        </text>
        <g transform={`translate(${margin.left},24)`}>
          {moneyAxis(moneyTicks(yTotal.domain()[1] ?? 0, 2), yTotal, innerWidth)}
          <LinePath data={slots} x={center} y={(slot) => yTotal(slot.cumulative)} className={styles.line} />
          {slots.map((slot) =>
            slot.datum ? (
              <circle
                key={slot.key}
                cx={center(slot)}
                cy={yTotal(slot.cumulative)}
                r={variant === 'narrow' ? 3 : 4}
                className={styles.lineDot}
                data-mark=""
              >
                <title>{`By the end of ${slot.label}: ${formatMoney(slot.cumulative)} in total`}</title>
              </circle>
            ) : null,
          )}
          {axis(lineHeight)}
        </g>
      </svg>
    </>
  );
}

/** A ranking as horizontal bars: the label above its bar (so it fits whole), the value at its end. */
export function BarsChart({ data, variant }: { data: readonly BarDatum[]; variant: 'wide' | 'narrow' }) {
  const width = BAR_CHART_WIDTH[variant];
  const valueWidth = 64;
  const max = Math.max(1, ...data.map((d) => d.value));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, width - valueWidth] });
  const barHeight = variant === 'wide' ? 16 : 14;

  return (
    <svg {...svgProps(width, barChartHeight(data.length), styles[variant]!)}>
      {data.map((d, index) => {
        const top = index * BAR_ROW_HEIGHT + 4;
        const barTop = top + BAR_ROW_HEIGHT - barHeight - 6;
        return (
          <g key={d.key} data-mark="">
            <title>{`${d.label}: ${formatMoney(d.value)}${d.rounds ? ` in ${rounds(d.rounds)}` : ''}`}</title>
            <text y={top + 12} className={styles.label}>
              {d.label}
            </text>
            <rect y={barTop} width={Math.max(1, x(d.value))} height={barHeight} className={styles.investment} />
            <text x={x(d.value) + 6} y={barTop + barHeight / 2} dy="0.32em" className={styles.value}>
              {formatMoney(d.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
