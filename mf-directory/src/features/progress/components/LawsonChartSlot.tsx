// Where a Lawson drawing goes, and its tooltips. As src/components/charts/Chart.tsx does for the
// other charts: the server draws the SVG (./lawsonDrawings is in its build); hydration keeps that
// SVG untouched, so the browser needs the drawing code only when the drawing changes (another
// concept, or a client-side navigation to /progress), and then loads it as a chunk of its own.
// Tooltips read the marker's <title> by event delegation, so they work on the server's SVG too.
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { useHydrated } from 'mf-shared/area';
import type * as DrawingsModule from './lawsonDrawings';
import styles from './ProgressPage.module.css';
// The drawings' styles ship with the page (the first paint uses them; the drawing chunk's own
// stylesheet would arrive only with its code).
import './lawsonDrawings.module.css';

type Drawings = typeof DrawingsModule;

function serverDrawings(): Drawings | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only (a build-time constant drops it from the browser's)
  return __SERVER__ ? (require('./lawsonDrawings') as Drawings) : null;
}

let browserDrawings: Drawings | null = null;
let loading: Promise<Drawings> | null = null;
function loadDrawings(): Promise<Drawings> {
  loading ??= import(/* webpackChunkName: "lawson-drawings" */ './lawsonDrawings').then((module) => (browserDrawings = module));
  return loading;
}

const KEEP_SERVER_HTML = { __html: '' };

interface Tooltip {
  text: string;
  left: number;
  top: number;
}

export interface LawsonChartSlotProps {
  /** Identifies the data drawn: while it is what the server drew, its SVG is kept. */
  dataKey: string;
  render(drawings: Drawings): ReactNode;
}

export function LawsonChartSlot({ dataKey, render }: LawsonChartSlotProps) {
  const hydrated = useHydrated();
  const [serverDataKey] = useState(() => (!__SERVER__ && !hydrated ? dataKey : null));
  const keepServerDrawing = serverDataKey === dataKey;
  const [drawings, setDrawings] = useState<Drawings | null>(browserDrawings);
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (__SERVER__ || keepServerDrawing || drawings) return;
    let active = true;
    void loadDrawings().then((module) => active && setDrawings(() => module));
    return () => {
      active = false;
    };
  }, [keepServerDrawing, drawings]);

  const showTip = (event: PointerEvent<HTMLDivElement>) => {
    const marker = (event.target as Element).closest?.('[data-point]');
    const bounds = box.current?.getBoundingClientRect();
    if (!marker || !bounds) return setTooltip(null);
    // (jsdom's pointer events carry no coordinates: 0 then)
    const at = (value: number, origin: number) => (Number.isFinite(value) ? value - origin : 0);
    setTooltip({
      text: marker.querySelector('title')?.textContent ?? '',
      left: at(event.clientX, bounds.left),
      top: at(event.clientY, bounds.top),
    });
  };

  const style = { '--wide-ratio': '720 / 480', '--narrow-ratio': '360 / 400' } as CSSProperties;
  const drawWith = __SERVER__ ? serverDrawings() : keepServerDrawing ? null : drawings;
  return (
    <div ref={box} className={styles.chartBox} onPointerMove={showTip} onPointerLeave={() => setTooltip(null)}>
      {drawWith ? (
        <div key="drawn" className={styles.slot} style={style}>
          {render(drawWith)}
        </div>
      ) : (
        <div key="kept" className={styles.slot} style={style} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
      )}
      {tooltip && (
        <div
          role="tooltip"
          className={styles.tooltip}
          style={{
            left: tooltip.left,
            top: tooltip.top,
            transform: tooltip.left > (box.current?.clientWidth ?? 0) / 2 ? 'translate(-100%, 12px)' : 'translate(0, 12px)',
          }}
        >
          {tooltip.text}
        </div>
      )}
    </div>
  );
}
