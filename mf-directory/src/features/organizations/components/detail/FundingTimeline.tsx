import type { FundingEntry, OrganizationDetail } from 'mf-shared';
import { formatDateAsKnown, formatMoney, FundingAmount } from 'mf-shared/kit';
import { ChartFigure } from '../../../../components/charts/Chart';
import { yearChartRatios, type FundingKind } from '../../../../components/charts/types';
import styles from './OrganizationProfile.module.css';

/** Rounds received, oldest first, each with the running total after it. */
function timelineRounds(organization: Pick<OrganizationDetail, 'funding_received_investment' | 'funding_received_nondilutive'>) {
  const tagged = (rounds: readonly FundingEntry[], kind: FundingKind) => rounds.map((round) => ({ round, kind }));
  const rounds = [
    ...tagged(organization.funding_received_investment, 'investment'),
    ...tagged(organization.funding_received_nondilutive, 'non-dilutive'),
  ].sort((a, b) => a.round.announcement_date.localeCompare(b.round.announcement_date) || a.round.id - b.round.id);
  let running = 0;
  return rounds.map(({ round, kind }) => ({ round, kind, cumulative: (running += round.amount_usd ?? 0) }));
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
        render={(charts, variant) => <charts.YearChart key={variant} variant={variant} data={charts.roundsByYear(rounds)} />}
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
