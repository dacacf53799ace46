import { type FundingEntry, type OrganizationDetail } from 'mf-shared';
import { formatCount } from 'mf-shared/kit';
import { DetailSection } from '../../../../components/DetailSection';
import { formatFundingTotal } from '../../../../lib/display';
import styles from './OrganizationProfile.module.css';

/** Rounds were received, none with a USD figure. */
const allUndisclosed = (entries: FundingEntry[]) => entries.length > 0 && entries.every((entry) => entry.amount_usd == null);

/** The organization's totals, as a row of labelled numbers. */
export function StatsRow({ organization }: { organization: OrganizationDetail }) {
  const stats = [
    { label: 'Total funding', value: formatFundingTotal(organization.total_funding, organization.total_funding_undisclosed) },
    {
      label: 'Funding received: investment',
      value: formatFundingTotal(organization.total_funding_received_investment, allUndisclosed(organization.funding_received_investment)),
    },
    {
      label: 'Funding received: non-dilutive',
      value: formatFundingTotal(organization.total_funding_received_nondilutive, allUndisclosed(organization.funding_received_nondilutive)),
    },
    { label: 'Projects', value: formatCount(organization.total_projects) },
    { label: 'Jobs', value: formatCount(organization.total_jobs) },
    { label: 'Supply chain offerings', value: formatCount(organization.total_supply_chain_offerings) },
  ];
  return (
    <DetailSection id="organization-totals" title="Totals" hideTitle>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={`${styles.statValue} tabular-nums`}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
