// The data each chart draws (plain values: the chart module is loaded separately).

export type ChartVariant = 'wide' | 'narrow';

/** One year of /funding: stacked investment and non-dilutive amounts (USD). */
export interface YearDatum {
  year: number;
  investment: number;
  nonDilutive: number;
}

/** One bar of a ranking (by concept, by country). */
export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

/** One round on an organization's timeline. */
export interface TimelineDatum {
  id: number;
  date: string; // YYYY-MM-DD
  label: string;
  /** null: undisclosed (drawn as an open marker, adds nothing to the total) */
  amount: number | null;
  kind: 'investment' | 'non-dilutive';
}

/** The size of the by-year and timeline charts (SVG user units); the narrow variant is shown below 600px of viewport width. */
export const TIME_CHART_SIZE: Record<ChartVariant, { width: number; height: number }> = {
  wide: { width: 720, height: 300 },
  narrow: { width: 340, height: 260 },
};
/** Bars: a row each, plus the axis. */
export const BAR_ROW_HEIGHT: Record<ChartVariant, number> = { wide: 30, narrow: 40 };
export const BAR_CHART_WIDTH: Record<ChartVariant, number> = { wide: 520, narrow: 340 };
export const barChartHeight = (rows: number, variant: ChartVariant) => Math.max(1, rows) * BAR_ROW_HEIGHT[variant] + 8;
