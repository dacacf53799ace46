// The SVG charts (visx: @visx/scale + @visx/shape). A chunk of its own: the server renders with
// it, the browser loads it only when a chart must be drawn again (new data, client navigation);
// see Chart.tsx. Colours come from the design tokens through CSS classes (charts.module.css).
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { formatMoney } from 'mf-shared/kit';
import {
  BAR_CHART_WIDTH,
  BAR_ROW_HEIGHT,
  barChartHeight,
  TIME_CHART_SIZE,
  type BarDatum,
  type ChartVariant,
  type TimelineDatum,
  type YearDatum,
} from './types';
import styles from './charts.module.css';

const MARGIN: Record<ChartVariant, { top: number; right: number; bottom: number; left: number }> = {
  wide: { top: 16, right: 64, bottom: 28, left: 64 },
  narrow: { top: 16, right: 48, bottom: 28, left: 48 },
};

/** Round tick values a reader can say: 0, $500M, $1B… */
function moneyTicks(max: number, count: number): number[] {
  if (max <= 0) return [0];
  return scaleLinear({ domain: [0, max], nice: true }).ticks(count);
}

function svgProps(width: number, height: number, variant: ChartVariant) {
  return {
    viewBox: `0 0 ${width} ${height}`,
    className: `${styles.svg} ${styles[variant]}`,
    // The figure's caption and table say it in words; the drawing is for the eye.
    'aria-hidden': true as const,
    focusable: 'false' as const,
  };
}

/** Stacked bars per year (investment below, non-dilutive above) and the running total as a line. */
export function YearChart({ data, variant }: { data: readonly YearDatum[]; variant: ChartVariant }) {
  const { width, height } = TIME_CHART_SIZE[variant];
  const margin = MARGIN[variant];
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<number>({ domain: data.map((d) => d.year), range: [0, innerWidth], padding: 0.2 });
  const yearMax = Math.max(0, ...data.map((d) => d.investment + d.nonDilutive));
  const y = scaleLinear<number>({ domain: [0, yearMax || 1], range: [innerHeight, 0], nice: true });
  let running = 0;
  const cumulative = data.map((d) => ({ year: d.year, total: (running += d.investment + d.nonDilutive) }));
  const totalMax = Math.max(1, running);
  const yTotal = scaleLinear<number>({ domain: [0, totalMax], range: [innerHeight, 0], nice: true });
  // Year labels: every one when they fit, otherwise every 2nd, 5th…
  const labelEvery = [1, 2, 5, 10].find((step) => (data.length / step) * (variant === 'wide' ? 44 : 40) <= innerWidth) ?? 10;
  const center = (year: number) => (x(year) ?? 0) + x.bandwidth() / 2;

  return (
    <svg {...svgProps(width, height, variant)}>
      <g transform={`translate(${margin.left},${margin.top})`}>
        {moneyTicks(y.domain()[1] ?? 0, 4).map((tick) => (
          <g key={tick} transform={`translate(0,${y(tick)})`}>
            <line x2={innerWidth} className={styles.grid} />
            <text x={-6} dy="0.32em" textAnchor="end" className={styles.tick}>
              {formatMoney(tick)}
            </text>
          </g>
        ))}
        {moneyTicks(yTotal.domain()[1] ?? 0, 4).map((tick) => (
          <text key={tick} x={innerWidth + 6} y={yTotal(tick)} dy="0.32em" className={`${styles.tick} ${styles.lineTick}`}>
            {formatMoney(tick)}
          </text>
        ))}
        {data.map((d) => {
          const investmentTop = y(d.investment);
          const top = y(d.investment + d.nonDilutive);
          return (
            <g key={d.year}>
              <Bar
                x={x(d.year)}
                y={investmentTop}
                width={x.bandwidth()}
                height={innerHeight - investmentTop}
                className={styles.investment}
              />
              <Bar x={x(d.year)} y={top} width={x.bandwidth()} height={investmentTop - top} className={styles.nonDilutive} />
            </g>
          );
        })}
        <LinePath data={cumulative} x={(d) => center(d.year)} y={(d) => yTotal(d.total)} className={styles.line} />
        {cumulative.map((d) => (
          <circle key={d.year} cx={center(d.year)} cy={yTotal(d.total)} r={variant === 'wide' ? 3 : 2.5} className={styles.lineDot} />
        ))}
        <line y1={innerHeight} y2={innerHeight} x2={innerWidth} className={styles.axis} />
        {data.map((d, index) =>
          index % labelEvery === 0 || index === data.length - 1 ? (
            <text key={d.year} x={center(d.year)} y={innerHeight + 18} textAnchor="middle" className={styles.tick}>
              {variant === 'narrow' && labelEvery > 1 ? `’${String(d.year).slice(2)}` : d.year}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}

/** A ranking as horizontal bars: label above the bar (narrow) or beside it (wide), value at its end. */
export function BarsChart({ data, variant }: { data: readonly BarDatum[]; variant: ChartVariant }) {
  const width = BAR_CHART_WIDTH[variant];
  const height = barChartHeight(data.length, variant);
  const row = BAR_ROW_HEIGHT[variant];
  const labelWidth = variant === 'wide' ? 180 : 0;
  const valueWidth = 64;
  const max = Math.max(1, ...data.map((d) => d.value));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, width - labelWidth - valueWidth] });
  const barHeight = variant === 'wide' ? 18 : 14;

  return (
    <svg {...svgProps(width, height, variant)}>
      {data.map((d, index) => {
        const top = index * row + 4;
        const barTop = variant === 'wide' ? top + (row - barHeight) / 2 - 2 : top + row - barHeight - 6;
        const label = variant === 'wide' && d.label.length > 26 ? `${d.label.slice(0, 25)}…` : d.label;
        return (
          <g key={d.key}>
            <text
              x={variant === 'wide' ? labelWidth - 8 : 0}
              y={variant === 'wide' ? barTop + barHeight / 2 : top + 12}
              dy={variant === 'wide' ? '0.32em' : undefined}
              textAnchor={variant === 'wide' ? 'end' : 'start'}
              className={styles.label}
            >
              {label}
            </text>
            <Bar x={labelWidth} y={barTop} width={Math.max(1, x(d.value))} height={barHeight} className={styles.investment} />
            <text x={labelWidth + x(d.value) + 6} y={barTop + barHeight / 2} dy="0.32em" className={styles.value}>
              {formatMoney(d.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const DAY_MS = 86_400_000;
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Each round on a time axis, at the running total it brought; the running total as a step line. */
export function TimelineChart({ rounds, variant }: { rounds: readonly TimelineDatum[]; variant: ChartVariant }) {
  const { width, height } = TIME_CHART_SIZE[variant];
  const margin = { ...MARGIN[variant], right: 24 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const sorted = [...rounds].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  let running = 0;
  const points = sorted.map((round) => ({ round, t: time(round.date), total: (running += round.amount ?? 0) }));
  const first = points[0]?.t ?? 0;
  const last = points[points.length - 1]?.t ?? first;
  const firstYear = new Date(first).getUTCFullYear();
  const lastYear = new Date(last).getUTCFullYear() + 1;
  const x = scaleLinear<number>({ domain: [Date.UTC(firstYear, 0, 1), Date.UTC(lastYear, 0, 1)], range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, running)], range: [innerHeight, 0], nice: true });
  const step = points.flatMap((point, index) => {
    const previous = index === 0 ? 0 : points[index - 1]!.total;
    return [
      { t: point.t, total: previous },
      { t: point.t, total: point.total },
    ];
  });
  if (points.length) step.push({ t: Math.max(last + 30 * DAY_MS, last), total: running });
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);
  const yearEvery = [1, 2, 5, 10].find((n) => (years.length / n) * 40 <= innerWidth) ?? 10;

  return (
    <svg {...svgProps(width, height, variant)}>
      <g transform={`translate(${margin.left},${margin.top})`}>
        {moneyTicks(y.domain()[1] ?? 0, 4).map((tick) => (
          <g key={tick} transform={`translate(0,${y(tick)})`}>
            <line x2={innerWidth} className={styles.grid} />
            <text x={-6} dy="0.32em" textAnchor="end" className={styles.tick}>
              {formatMoney(tick)}
            </text>
          </g>
        ))}
        <line y1={innerHeight} y2={innerHeight} x2={innerWidth} className={styles.axis} />
        {years.map((year, index) =>
          index % yearEvery === 0 ? (
            <text key={year} x={x(Date.UTC(year, 0, 1))} y={innerHeight + 18} textAnchor="middle" className={styles.tick}>
              {year}
            </text>
          ) : null,
        )}
        <LinePath data={step} x={(d) => x(d.t)} y={(d) => y(d.total)} className={styles.line} />
        {points.map(({ round, t, total }) => {
          const cx = x(t);
          const cy = y(total);
          const className = `${round.kind === 'investment' ? styles.investment : styles.nonDilutive} ${
            round.amount === null ? styles.undisclosed : ''
          }`;
          return round.kind === 'investment' ? (
            <circle key={round.id} cx={cx} cy={cy} r={5} className={className} />
          ) : (
            <rect key={round.id} x={cx - 5} y={cy - 5} width={10} height={10} transform={`rotate(45 ${cx} ${cy})`} className={className} />
          );
        })}
      </g>
    </svg>
  );
}
