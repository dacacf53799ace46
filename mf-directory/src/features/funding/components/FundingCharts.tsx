// The three charts of /funding, each with its table alternative.
import { formatCount, formatMoney } from 'mf-shared/kit';
import { ChartFigure } from '../../../components/charts/Chart';
import { BAR_CHART_WIDTH, barChartHeight, yearChartRatios, type BarDatum } from '../../../components/charts/types';
import type { FundingSummary } from '../api/fundingApi';
import styles from './FundingPage.module.css';

const barRatios = (rows: number) => ({
  wide: BAR_CHART_WIDTH.wide / barChartHeight(rows),
  narrow: BAR_CHART_WIDTH.narrow / barChartHeight(rows),
});

/** Bars beyond this many are summed into 'Other'. */
const MAX_BARS = 10;

function topBars(entries: readonly BarDatum[]): BarDatum[] {
  if (entries.length <= MAX_BARS) return [...entries];
  const rest = entries.slice(MAX_BARS - 1);
  const sum = (key: 'value' | 'rounds') => rest.reduce((total, entry) => total + (entry[key] ?? 0), 0);
  return [...entries.slice(0, MAX_BARS - 1), { key: 'other', label: 'Other', value: sum('value'), rounds: sum('rounds') }];
}

export function FundingByYear({ summary, dataKey }: { summary: FundingSummary; dataKey: string }) {
  const years = summary.by_year;
  // The drawing starts at the first year with money (the table lists every year).
  const first = years.find((year) => year.investment_usd + year.non_dilutive_usd > 0)?.year ?? years[0]?.year;
  const last = years[years.length - 1]?.year;
  const peak = years.reduce<(typeof years)[number] | null>(
    (best, year) => (!best || year.investment_usd + year.non_dilutive_usd > best.investment_usd + best.non_dilutive_usd ? year : best),
    null,
  );
  let running = 0;
  return (
    <ChartFigure
      title="Disclosed funding by year"
      summary={
        first === undefined
          ? 'No rounds.'
          : `${formatMoney(summary.totals.amount_usd)} from ${first} to ${last}` +
            (peak ? `; the largest year was ${peak.year} with ${formatMoney(peak.investment_usd + peak.non_dilutive_usd)}.` : '.')
      }
      legend={[
        { label: 'Investment', kind: 'investment' },
        { label: 'Non-dilutive (grants, public programmes)', kind: 'non-dilutive' },
      ]}
      dataKey={`years:${dataKey}`}
      ratios={yearChartRatios}
      render={(charts, variant) => (
        <charts.YearChart
          key={variant}
          variant={variant}
          data={years.map((year) => ({
            year: year.year,
            investment: year.investment_usd,
            nonDilutive: year.non_dilutive_usd,
            rounds: year.rounds,
          }))}
        />
      )}
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">Disclosed funding by year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col" className={styles.number}>
                Investment
              </th>
              <th scope="col" className={styles.number}>
                Non-dilutive
              </th>
              <th scope="col" className={styles.number}>
                Rounds
              </th>
              <th scope="col" className={styles.number}>
                Cumulative
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => {
              running += year.investment_usd + year.non_dilutive_usd;
              return (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td className={styles.number}>{formatMoney(year.investment_usd)}</td>
                  <td className={styles.number}>{formatMoney(year.non_dilutive_usd)}</td>
                  <td className={styles.number}>{formatCount(year.rounds)}</td>
                  <td className={styles.number}>{formatMoney(running)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      }
    />
  );
}

export interface BreakdownProps {
  title: string;
  /** Header of the first column ('Concept', 'Country'). */
  subject: string;
  entries: readonly { key: string; label: string; value: number; rounds: number }[];
  dataKey: string;
}

export function FundingBreakdown({ title, subject, entries, dataKey }: BreakdownProps) {
  // Only disclosed amounts are drawn; the table lists every entry.
  const bars = topBars(entries.filter((entry) => entry.value > 0));
  const leader = entries[0];
  const total = entries.reduce((sum, entry) => sum + entry.value, 0);
  return (
    <ChartFigure
      title={title}
      summary={
        leader && total > 0
          ? `${leader.label} leads with ${formatMoney(leader.value)}, ${Math.round((leader.value / total) * 100)}% of the total.`
          : 'No disclosed amounts.'
      }
      dataKey={`${subject}:${dataKey}`}
      ratios={barRatios(bars.length)}
      maxWidth={BAR_CHART_WIDTH.wide * 1.25}
      render={(charts, variant) => <charts.BarsChart key={variant} variant={variant === 'narrow' ? 'narrow' : 'wide'} data={bars} />}
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{subject}</th>
              <th scope="col" className={styles.number}>
                Disclosed funding
              </th>
              <th scope="col" className={styles.number}>
                Rounds
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">{entry.label}</th>
                <td className={styles.number}>{formatMoney(entry.value)}</td>
                <td className={styles.number}>{formatCount(entry.rounds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
