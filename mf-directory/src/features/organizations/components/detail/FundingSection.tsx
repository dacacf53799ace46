import { type FundingEntry, type OrganizationDetail } from 'mf-shared';
import { EmptyState, formatDateAsKnown, formatMoney, FundingAmount } from 'mf-shared/kit';
import { safeExternalUrl } from '../../../../lib/display';
import { Sources } from '../../../../components/Sources';
import type { WithSources } from '../../../../lib/types';
import { ExpandableOrganizationList } from '../ExpandableOrganizationList';
import { FundingTimeline } from './FundingTimeline';
import { DetailSection } from '../../../../components/DetailSection';
import styles from './OrganizationProfile.module.css';
import { OrganizationRefLink } from '../../../../components/OrganizationRefLink';

type FundingDirection = 'received' | 'provided';

interface FundingGroup {
  id: string;
  title: string;
  direction: FundingDirection;
  rounds: readonly FundingEntry[];
  /** Sum shown next to the title (the API's totals exist for received funding only). */
  total?: number;
}

/** Newest first; ISO dates compare as strings. */
function newestFirst(rounds: readonly FundingEntry[]): FundingEntry[] {
  return [...rounds].sort((a, b) => b.announcement_date.localeCompare(a.announcement_date));
}

/** Funding received and provided, each split into investment and non-dilutive rounds. */
export function FundingSection({ organization }: { organization: OrganizationDetail }) {
  const groups: FundingGroup[] = [
    {
      id: 'received-investment',
      title: 'Funding received: investment',
      direction: 'received',
      rounds: organization.funding_received_investment,
      total: organization.total_funding_received_investment,
    },
    {
      id: 'received-nondilutive',
      title: 'Funding received: non-dilutive',
      direction: 'received',
      rounds: organization.funding_received_nondilutive,
      total: organization.total_funding_received_nondilutive,
    },
    {
      id: 'provided-investment',
      title: 'Funding provided: investment',
      direction: 'provided',
      rounds: organization.funding_provided_investment,
    },
    {
      id: 'provided-nondilutive',
      title: 'Funding provided: non-dilutive',
      direction: 'provided',
      rounds: organization.funding_provided_nondilutive,
    },
  ];
  const nonEmptyGroups = groups.filter((group) => group.rounds.length > 0);

  return (
    <DetailSection id="organization-funding" title="Funding">
      {nonEmptyGroups.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <FundingTimeline organization={organization} />
          {nonEmptyGroups.map((group) => (
            <FundingRoundsTable key={group.id} group={group} organizationId={organization.id} />
          ))}
        </>
      )}
    </DetailSection>
  );
}

function FundingRoundsTable({ group, organizationId }: { group: FundingGroup; organizationId: number }) {
  const provided = group.direction === 'provided';
  return (
    <div className={styles.fundingGroup}>
      <h3 className={styles.groupTitle}>
        {group.title}
        {group.total !== undefined && group.total > 0 && (
          <span className={`${styles.groupTotal} tabular-nums`}> · {formatMoney(group.total)}</span>
        )}
      </h3>
      <table className={styles.rounds}>
        <caption className="visually-hidden">{group.title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {provided && <th scope="col">Recipient</th>}
            <th scope="col">Round</th>
            <th scope="col" className={styles.amountColumn}>
              Amount
            </th>
            <th scope="col">{provided ? 'Co-funders' : 'Funders'}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(group.rounds).map((round: WithSources<FundingEntry>) => {
            const announcementUrl = safeExternalUrl(round.announcement_url);
            // On a funder's page the funder itself is implied: list the others.
            const funders = provided
              ? round.source_organizations.filter((source) => source.id !== organizationId)
              : round.source_organizations;
            return (
              <tr key={round.id}>
                <td data-label="Date" className="tabular-nums">
                  <time dateTime={round.announcement_date}>
                    {formatDateAsKnown(round.announcement_date, round.date_precision, 'short')}
                  </time>
                </td>
                {provided && (
                  <td data-label="Recipient">
                    <OrganizationRefLink organization={round.recipient_organization} />
                  </td>
                )}
                <td data-label="Round">
                  {/* One wrapper: on phones the cell is a two-column grid (label, content). */}
                  <div>
                    <span className={styles.roundName}>{round.round_name}</span>
                    {round.headline &&
                      (announcementUrl ? (
                        <a href={announcementUrl} target="_blank" rel="noopener noreferrer" className={styles.headline}>
                          {round.headline}
                        </a>
                      ) : (
                        <span className={styles.headline}>{round.headline}</span>
                      ))}
                    <Sources sources={round.sources} compact label={`Sources of ${round.round_name}`} />
                  </div>
                </td>
                <td data-label="Amount" className={`${styles.amountColumn} tabular-nums`}>
                  <FundingAmount entry={round} />
                </td>
                <td data-label={provided ? 'Co-funders' : 'Funders'}>
                  <ExpandableOrganizationList
                    organizations={funders}
                    label={`${provided ? 'Co-funders' : 'Funders'} of ${round.round_name}`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
