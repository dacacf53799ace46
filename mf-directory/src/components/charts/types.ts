// The data each chart draws (plain values: the chart module is loaded separately).

/** Each drawing comes in variants; CSS shows the one that fits the viewport (the server cannot know its width). */
export type ChartVariant = 'wide' | 'medium' | 'narrow';

/** One year: stacked investment and non-dilutive amounts (USD) and the rounds behind them. */
export interface YearDatum {
  year: number;
  investment: number;
  nonDilutive: number;
  /** rounds announced that year, disclosed or not */
  rounds: number;
  /** what the rounds were ('Series B, Seed'), said in the bar's title */
  names?: string;
}

export type FundingKind = 'investment' | 'non-dilutive';

/** One bar of a ranking (by concept, by country). */
export interface BarDatum {
  key: string;
  label: string;
  value: number;
  rounds?: number;
}

/**
 * The by-year charts (SVG user units): bars above, the cumulative total in its own small chart below.
 * Full width: ≥ 1000px of viewport the wide one, 600–999px the medium one, below that the narrow one.
 */
export const YEAR_CHART_SIZE: Record<ChartVariant, { width: number; height: number; cumulative: number }> = {
  wide: { width: 1100, height: 280, cumulative: 120 },
  medium: { width: 720, height: 250, cumulative: 110 },
  narrow: { width: 340, height: 220, cumulative: 100 },
};

/** Width / (bars + cumulative) height of each variant (a test keeps it equal to YEAR_CHART_SIZE). */
export const yearChartRatios = { wide: 1100 / 400, medium: 720 / 360, narrow: 340 / 320 };

/** Bars: a row each (label above its bar, so long labels fit); two variants, wide and narrow. */
export const BAR_ROW_HEIGHT = 40;
export const BAR_CHART_WIDTH = { wide: 520, narrow: 340 };
export const barChartHeight = (rows: number) => Math.max(1, rows) * BAR_ROW_HEIGHT + 8;
