import { Link } from 'react-router-dom';
import { CountryFlag, formatDateAsKnown, FundingAmount } from 'mf-shared/kit';
import { safeExternalUrl } from '../../../lib/display';
import { Sources } from '../../../components/Sources';
import type { FundingRound } from '../api/fundingApi';
import { FUNDING_TYPE_LABELS } from '../utils/filters';
import styles from './FundingPage.module.css';
import { OrganizationRefLink } from '../../../components/OrganizationRefLink';

/** The largest rounds (by disclosed amount), each with where its facts come from. */
export function LargestRoundsTable({ rounds }: { rounds: readonly FundingRound[] }) {
  return (
    <table className={`${styles.table} ${styles.rounds}`}>
      <caption className="visually-hidden">Largest disclosed rounds</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Organization</th>
          <th scope="col">Round</th>
          <th scope="col">Type</th>
          <th scope="col" className={styles.number}>
            Amount
          </th>
          <th scope="col">Concept</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => {
          const announcement = safeExternalUrl(round.announcement_url);
          return (
            <tr key={round.id}>
              <td data-label="Date" className="tabular-nums">
                <time dateTime={round.announcement_date}>{formatDateAsKnown(round.announcement_date, round.date_precision, 'short')}</time>
              </td>
              <td data-label="Organization">
                <span className={styles.organization}>
                  <CountryFlag emoji={round.country_flag_emoji} url={round.country_flag_url} country={round.country} />
                  <OrganizationRefLink organization={round.recipient_organization} />
                </span>
              </td>
              <td data-label="Round">
                <div>
                  <span className={styles.roundName}>{round.round_name}</span>
                  {announcement ? (
                    <a href={announcement} target="_blank" rel="noopener noreferrer" className={styles.headline}>
                      {round.headline}
                    </a>
                  ) : (
                    <span className={styles.headline}>{round.headline}</span>
                  )}
                  <Sources
                    sources={round.sources}
                    compact
                    label={`Sources of ${round.recipient_organization.display_name} ${round.round_name}`}
                  />
                </div>
              </td>
              <td data-label="Type">{FUNDING_TYPE_LABELS[round.funding_type]}</td>
              <td data-label="Amount" className={`${styles.number} ${styles.amount}`}>
                <FundingAmount entry={round} />
              </td>
              <td data-label="Concept">
                {round.concept ? (
                  <Link to={`/projects#${encodeURIComponent(round.concept.slug)}`}>{round.concept.display_name}</Link>
                ) : (
                  <span className={styles.muted}>Not known</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
