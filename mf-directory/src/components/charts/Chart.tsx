// A chart as a figure: caption, legend, the SVG drawing and its table alternative.
//
// The drawing comes from ./charts (visx), which stays off the browser's critical path:
// - the server renders it (the module is bundled into the server build and used synchronously);
// - hydration keeps the server's SVG as it is (React does not touch an element rendered with a
//   constant dangerouslySetInnerHTML), so the chart code is not needed for the first paint;
// - only when the chart must be drawn again (its data changed, or the page was reached by a
//   client-side navigation) is ./charts loaded, and the new drawing replaces the old one in one commit.
import { useEffect, useId, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { useHydrated } from 'mf-shared/area';
import type * as ChartsModule from './charts';
import type { ChartVariant } from './types';
import styles from './Chart.module.css';
// The drawings' styles ship with the pages that show charts (the first paint uses them; the
// chart chunk's own stylesheet would arrive only when the chart code does).
import './charts.module.css';

type Charts = typeof ChartsModule;

/**
 * The server build has the chart module in its single file and draws synchronously; the browser
 * build (__SERVER__ is false at build time) drops this require and loads the module on demand.
 */
function serverCharts(): Charts | null {
  // The condition must wrap the require itself: webpack skips dependencies in branches a
  // build-time constant rules out, so the browser's page chunk does not include ./charts.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
  return __SERVER__ ? (require('./charts') as Charts) : null;
}

let browserCharts: Charts | null = null;
let loading: Promise<Charts> | null = null;

function loadCharts(): Promise<Charts> {
  loading ??= import(/* webpackChunkName: "charts" */ './charts').then((module) => (browserCharts = module));
  return loading;
}

// Constant: React keeps whatever HTML the server put in the element.
const KEEP_SERVER_HTML = { __html: '' };

interface ChartSlotProps {
  /** Identifies the data drawn: while it is the data the server drew, its SVG is kept. */
  dataKey: string;
  /** Width / height of each variant's drawing (the variants drawn), to reserve its space before it is drawn. */
  ratios: Partial<Record<ChartVariant, number>>;
  /** A chart that need not span the column (a ranking), in px. */
  maxWidth?: number;
  render(charts: Charts, variant: ChartVariant): ReactNode;
}

/** Tooltips on the marks' titles: their code loads on the first pointer over a chart (./tooltip). */
function tooltips({ currentTarget, target }: PointerEvent<HTMLElement>) {
  if (!currentTarget.dataset.tips)
    void import(/* webpackChunkName: "chart-tooltip" */ './tooltip').then((module) =>
      module.attachTooltip(currentTarget, target, styles.tip!),
    );
}

/** The drawing: every variant (CSS shows the one that fits the viewport), with its tooltips. */
function ChartSlot({ dataKey, ratios, maxWidth, render }: ChartSlotProps) {
  const hydrated = useHydrated();
  // The data the server drew, when this element was hydrated from server HTML.
  const [serverDataKey] = useState(() => (!__SERVER__ && !hydrated ? dataKey : null));
  const keepServerDrawing = serverDataKey === dataKey;
  const [charts, setCharts] = useState<Charts | null>(browserCharts);

  useEffect(() => {
    if (__SERVER__ || keepServerDrawing || charts) return;
    let active = true;
    void loadCharts().then((module) => active && setCharts(() => module));
    return () => {
      active = false;
    };
  }, [keepServerDrawing, charts]);

  const variants = Object.keys(ratios) as ChartVariant[];
  const style = { maxWidth, ...Object.fromEntries(variants.map((variant) => [`--${variant}-ratio`, ratios[variant]])) } as CSSProperties;
  const drawWith = __SERVER__ ? serverCharts() : keepServerDrawing ? null : charts;
  return (
    <div className={styles.frame} style={style} onPointerOver={tooltips}>
      {drawWith ? (
        <div key="drawn" className={styles.slot}>
          {variants.map((variant) => render(drawWith, variant))}
        </div>
      ) : (
        <div key="kept" className={styles.slot} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
      )}
    </div>
  );
}

interface LegendItem {
  label: string;
  kind: 'investment' | 'non-dilutive';
}

export interface ChartFigureProps extends ChartSlotProps {
  title: string;
  /** One or two sentences that say what the chart shows (read by screen readers and everyone else). */
  summary: string;
  legend?: readonly LegendItem[];
  /** The same data as a table (the chart's accessible alternative). */
  table: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 2 | 3;
}

export function ChartFigure({ title, summary, legend, table, headingLevel = 2, ...slot }: ChartFigureProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption className={styles.caption}>
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        <p id={`${id}-summary`} className={styles.summary}>
          {summary}
        </p>
      </figcaption>
      {legend && legend.length > 0 && (
        <ul className={styles.legend} aria-label="Legend">
          {legend.map((item) => (
            <li key={item.label} className={styles.legendItem}>
              <span aria-hidden="true" className={`${styles.swatch} ${styles[item.kind === 'non-dilutive' ? 'nonDilutive' : item.kind]}`} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <ChartSlot {...slot} />
      <details className={styles.details}>
        <summary>Show the data as a table</summary>
        <div className={styles.tableWrap}>{table}</div>
      </details>
    </figure>
  );
}
