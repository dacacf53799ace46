import type { FundingEntry, OrganizationDetail } from 'mf-shared';
import { formatDateAsKnown, formatMoney, FundingAmount } from 'mf-shared/kit';
import { ChartFigure } from '../../../../components/charts/Chart';
import { yearChartRatios, type YearDatum } from '../../../../components/charts/types';
import styles from './OrganizationProfile.module.css';

type Kind = 'investment' | 'non-dilutive';

/** Rounds received, oldest first, each with the running total after it. */
function timelineRounds(organization: Pick<OrganizationDetail, 'funding_received_investment' | 'funding_received_nondilutive'>) {
  const tagged = (rounds: readonly FundingEntry[], kind: Kind) => rounds.map((round) => ({ round, kind }));
  const rounds = [
    ...tagged(organization.funding_received_investment, 'investment'),
    ...tagged(organization.funding_received_nondilutive, 'non-dilutive'),
  ].sort((a, b) => a.round.announcement_date.localeCompare(b.round.announcement_date) || a.round.id - b.round.id);
  let running = 0;
  return rounds.map(({ round, kind }) => ({ round, kind, cumulative: (running += round.amount_usd ?? 0) }));
}

/** Every year from the first round to the last: its rounds' disclosed amounts by kind, and their names. */
function byYear(rounds: ReturnType<typeof timelineRounds>): YearDatum[] {
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

/** Spec/issue 10 §3: disclosed funding received by year (investment and non-dilutive told apart) and the cumulative total. */
export function FundingTimeline({ organization }: { organization: OrganizationDetail }) {
  const rounds = timelineRounds(organization);
  if (rounds.length === 0) return null;
  const total = rounds[rounds.length - 1]!.cumulative;
  const undisclosed = rounds.filter(({ round }) => round.amount_usd == null).length;
  const first = rounds[0]!.round.announcement_date.slice(0, 4);
  const last = rounds[rounds.length - 1]!.round.announcement_date.slice(0, 4);
  return (
    <div className={styles.timeline}>
      <ChartFigure
        headingLevel={3}
        title="Funding over time"
        summary={
          `${rounds.length} ${rounds.length === 1 ? 'round' : 'rounds'} received ${first === last ? `in ${first}` : `from ${first} to ${last}`}, ` +
          `${formatMoney(total)} disclosed in total.` +
          (undisclosed ? ` ${undisclosed} without a disclosed amount.` : '')
        }
        legend={[
          { label: 'Investment', kind: 'investment' },
          { label: 'Non-dilutive funding', kind: 'non-dilutive' },
        ]}
        dataKey={`timeline:${organization.slug}`}
        ratios={yearChartRatios}
        render={(charts, variant) => <charts.YearChart key={variant} variant={variant} data={byYear(rounds)} />}
        table={
          <table className={styles.rounds}>
            <caption className="visually-hidden">Funding received over time</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Round</th>
                <th scope="col">Type</th>
                <th scope="col" className={styles.amountColumn}>
                  Amount
                </th>
                <th scope="col" className={styles.amountColumn}>
                  Cumulative
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map(({ round, kind, cumulative }) => (
                <tr key={round.id}>
                  <td data-label="Date" className="tabular-nums">
                    <time dateTime={round.announcement_date}>
                      {formatDateAsKnown(round.announcement_date, round.date_precision, 'short')}
                    </time>
                  </td>
                  <td data-label="Round">{round.round_name}</td>
                  <td data-label="Type">{kind === 'investment' ? 'Investment' : 'Non-dilutive'}</td>
                  <td data-label="Amount" className={`${styles.amountColumn} tabular-nums`}>
                    <FundingAmount entry={round} />
                  </td>
                  <td data-label="Cumulative" className={`${styles.amountColumn} tabular-nums`}>
                    {formatMoney(cumulative)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </div>
  );
}
