// The Lawson chart's two SVG drawings (visx: @visx/scale + @visx/shape), with the ignition and
// breakeven curves of ../lib/lawsonCurves. A chunk of its own, like src/components/charts: the
// server draws with it; the browser loads it only when a drawing must change (another concept,
// a client-side navigation) and otherwise keeps the server's SVG (LawsonChartSlot).
import { scaleLinear, scaleLog } from '@visx/scale';
import { Area, LinePath } from '@visx/shape';
import type { ReactNode } from 'react';
import type { PerformancePoint } from 'mf-shared';
import { EXPERIMENTS, requiredTripleProduct } from '../lib/lawsonCurves';
import { conceptColour, pointSummary, yearOf } from '../lib/points';
import styles from './lawsonDrawings.module.css';

export type DrawingVariant = 'wide' | 'narrow';

/** SVG user units of each variant; the narrow one shows below 600 px of viewport width. */
export const DRAWING_SIZE: Record<DrawingVariant, { width: number; height: number }> = {
  wide: { width: 720, height: 480 },
  narrow: { width: 360, height: 400 },
};
const MARGIN: Record<DrawingVariant, { top: number; right: number; bottom: number; left: number }> = {
  wide: { top: 12, right: 16, bottom: 44, left: 56 },
  narrow: { top: 12, right: 18, bottom: 40, left: 44 },
};
const MARKER_SIZE: Record<DrawingVariant, number> = { wide: 5, narrow: 4 };

/** The paper's axes: 0.01–100 keV and 10¹²–10²³ keV·m⁻³·s. */
const T_RANGE: [number, number] = [0.01, 100];
const TRIPLE_RANGE: [number, number] = [1e12, 1e23];

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const decade = (value: number) => `10${String(Math.round(Math.log10(value))).replace(/\d/g, (d) => SUPERSCRIPT[Number(d)]!)}`;

/** The requirement curves on one temperature grid; where a plasma cannot reach the gain, the top of the chart. */
interface Curves {
  grid: number[];
  mcfIgnition: { low: number; high: number }[];
  mcfBreakeven: { low: number; high: number }[];
  icfIgnition: number[];
}
let curves: Curves | null = null;
function requirementCurves(): Curves {
  if (curves) return curves;
  const grid = Array.from({ length: 90 }, (_, i) => 10 ** (Math.log10(0.5) + (i * (Math.log10(100) - Math.log10(0.5))) / 89));
  const clamp = (value: number) => (Number.isFinite(value) ? Math.min(value, TRIPLE_RANGE[1]) : TRIPLE_RANGE[1]);
  const band = (qSci: number) =>
    grid.map((t) => ({
      low: clamp(requiredTripleProduct(EXPERIMENTS.mcfLowImpurity, t, qSci)),
      high: clamp(requiredTripleProduct(EXPERIMENTS.mcfHighImpurity, t, qSci)),
    }));
  curves = {
    grid,
    mcfIgnition: band(Infinity),
    mcfBreakeven: band(1),
    icfIgnition: grid.map((t) => clamp(requiredTripleProduct(EXPERIMENTS.icfIndirectDrive, t, Infinity))),
  };
  return curves;
}

/** Lowest triple product of a requirement (for the horizontal lines of the chart by year). */
export function minimumRequirement(which: 'mcfIgnition' | 'mcfBreakeven'): number {
  return Math.min(...requirementCurves()[which].map((value) => value.low));
}

function svgProps(variant: DrawingVariant) {
  const { width, height } = DRAWING_SIZE[variant];
  return {
    viewBox: `0 0 ${width} ${height}`,
    className: `${styles.svg} ${styles[variant]}`,
    // The table says it all in words; the <title>s are for pointing at a marker without JavaScript.
    role: 'img' as const,
    focusable: 'false' as const,
  };
}

/** A marker per kind: a disc (peer-reviewed), a diamond (company claim), an open triangle (projection). */
function Marker({ point, x, y, size }: { point: PerformancePoint; x: number; y: number; size: number }) {
  const colour = conceptColour(point);
  const summary = pointSummary(point);
  let shape;
  if (point.kind === 'projection') {
    const s = size * 1.3;
    shape = <path d={`M${x},${y - s}L${x + s},${y + s * 0.8}L${x - s},${y + s * 0.8}Z`} fill="white" stroke={colour} strokeWidth={2} />;
  } else if (point.kind === 'company claim') {
    const s = size * 1.2;
    shape = <path d={`M${x},${y - s}L${x + s},${y}L${x},${y + s}L${x - s},${y}Z`} fill={colour} stroke="white" strokeWidth={1} />;
  } else shape = <circle cx={x} cy={y} r={size} fill={colour} stroke="white" strokeWidth={1} />;
  return (
    <g className={styles.point} data-point="">
      <title>{summary}</title>
      {shape}
    </g>
  );
}

function LogAxisY({ scale, width }: { scale: ReturnType<typeof scaleLog<number>>; width: number }) {
  const ticks = [];
  for (let exponent = 12; exponent <= 23; exponent += 1) ticks.push(10 ** exponent);
  return (
    <g>
      {ticks.map((tick, i) => (
        <g key={tick} transform={`translate(0,${scale(tick)})`}>
          <line x2={width} className={styles.grid} />
          {i % 2 === 0 && (
            <text x={-6} dy="0.32em" textAnchor="end" className={styles.tick}>
              {decade(tick)}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}

function Frame({ variant, xLabel, children }: { variant: DrawingVariant; xLabel: string; children: ReactNode }) {
  const { width, height } = DRAWING_SIZE[variant];
  const margin = MARGIN[variant];
  return (
    <>
      <g transform={`translate(${margin.left},${margin.top})`}>{children}</g>
      <text x={margin.left + (width - margin.left - margin.right) / 2} y={height - 6} textAnchor="middle" className={styles.axisLabel}>
        {xLabel}
      </text>
      <text
        transform={`translate(12,${margin.top + (height - margin.top - margin.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        className={styles.axisLabel}
      >
        n T τ (keV·m⁻³·s)
      </text>
    </>
  );
}

const inner = (variant: DrawingVariant) => {
  const { width, height } = DRAWING_SIZE[variant];
  const margin = MARGIN[variant];
  return { innerWidth: width - margin.left - margin.right, innerHeight: height - margin.top - margin.bottom };
};

/** Triple product against ion temperature, log–log, over the D-T requirement bands. */
export function TripleProductByTemperature({ points, variant }: { points: readonly PerformancePoint[]; variant: DrawingVariant }) {
  const { innerWidth, innerHeight } = inner(variant);
  const x = scaleLog<number>({ domain: T_RANGE, range: [0, innerWidth] });
  const y = scaleLog<number>({ domain: TRIPLE_RANGE, range: [innerHeight, 0] });
  const { grid, mcfIgnition, mcfBreakeven, icfIgnition } = requirementCurves();
  const band = (values: { low: number; high: number }[], className: string) => (
    <Area
      data={grid.map((t, i) => ({ t, ...values[i]! }))}
      x={(d) => x(d.t)}
      y0={(d) => y(d.high)}
      y1={(d) => y(d.low)}
      className={className}
    />
  );
  const plotted = points.filter((p) => p.on_lawson_chart && p.triple_product != null && p.ion_temperature_kev != null);
  const clipId = `lawson-clip-${variant}`;
  return (
    <svg {...svgProps(variant)} aria-label="Triple product against ion temperature">
      <defs>
        <clipPath id={clipId}>
          <rect width={innerWidth} height={innerHeight} />
        </clipPath>
      </defs>
      <Frame variant={variant} xLabel="Ion temperature T (keV)">
        <LogAxisY scale={y} width={innerWidth} />
        {[0.01, 0.1, 1, 10, 100].map((tick) => (
          <g key={tick} transform={`translate(${x(tick)},0)`}>
            <line y2={innerHeight} className={styles.grid} />
            <text y={innerHeight + 16} textAnchor="middle" className={styles.tick}>
              {tick}
            </text>
          </g>
        ))}
        <g clipPath={`url(#${clipId})`}>
          {band(mcfBreakeven, styles.breakevenBand!)}
          {band(mcfIgnition, styles.ignitionBand!)}
          <LinePath
            data={grid.map((t, i) => ({ t, v: icfIgnition[i]! }))}
            x={(d) => x(d.t)}
            y={(d) => y(d.v)}
            defined={(d) => d.v < TRIPLE_RANGE[1]}
            className={styles.icfLine}
          />
        </g>
        {plotted.map((point) => (
          <Marker key={point.id} point={point} x={x(point.ion_temperature_kev!)} y={y(point.triple_product!)} size={MARKER_SIZE[variant]} />
        ))}
      </Frame>
    </svg>
  );
}

/** Triple product against the year of the result, with the lowest MCF ignition and breakeven requirements. */
export function TripleProductByYear({ points, variant }: { points: readonly PerformancePoint[]; variant: DrawingVariant }) {
  const { innerWidth, innerHeight } = inner(variant);
  const plotted = points.filter((p) => p.on_lawson_chart && p.triple_product != null);
  const years = plotted.map(yearOf);
  const from = Math.floor((Math.min(1955, ...years) - 1) / 10) * 10;
  const to = Math.ceil((Math.max(2025, ...years) + 1) / 10) * 10;
  const x = scaleLinear<number>({ domain: [from, to], range: [0, innerWidth] });
  const y = scaleLog<number>({ domain: TRIPLE_RANGE, range: [innerHeight, 0] });
  const tickStep = variant === 'wide' ? 10 : 20;
  const ticks = [];
  for (let year = from; year <= to; year += tickStep) ticks.push(year);
  const lines = [
    { value: minimumRequirement('mcfIgnition'), className: styles.ignitionLine },
    { value: minimumRequirement('mcfBreakeven'), className: styles.breakevenLine },
  ];
  return (
    <svg {...svgProps(variant)} aria-label="Triple product by year">
      <Frame variant={variant} xLabel="Year">
        <LogAxisY scale={y} width={innerWidth} />
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(${x(tick)},0)`}>
            <line y2={innerHeight} className={styles.grid} />
            <text y={innerHeight + 16} textAnchor="middle" className={styles.tick}>
              {tick}
            </text>
          </g>
        ))}
        {lines.map((line) => (
          <line key={line.value} x2={innerWidth} y1={y(line.value)} y2={y(line.value)} className={line.className} />
        ))}
        {plotted.map((point, i) => (
          <Marker key={point.id} point={point} x={x(years[i]!)} y={y(point.triple_product!)} size={MARKER_SIZE[variant]} />
        ))}
      </Frame>
    </svg>
  );
}
