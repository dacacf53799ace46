import { type FundingEntry, type OrganizationDetail } from 'mf-shared';
import { formatCount } from 'mf-shared/kit';
import { DetailSection } from '../../../../components/DetailSection';
import { formatFundingTotal } from '../../../../lib/display';
import styles from './OrganizationProfile.module.css';

/** Rounds were received, none with a USD figure. */
const allUndisclosed = (entries: FundingEntry[]) => entries.length > 0 && entries.every((entry) => entry.amount_usd == null);

interface Stat {
  label: string;
  value: string;
  /** nothing to show: a spec total goes to the muted row, any other figure is left out */
  zero: boolean;
  /** one of spec 000's totals: always shown */
  total: boolean;
  note?: string;
}

// What leads, by the organization's tag group (an investor by kind counts as one); the other figures
// follow in their usual order, and zero totals go to one muted row.
const LEADS: Record<string, string[]> = {
  'Fusion Developers': ['Total funding', 'Projects'],
  'Investors & Capital Providers': ['Rounds joined', 'Portfolio companies', 'Capital in rounds joined'],
  'Supply Chain & Services': ['Supply chain offerings', 'Projects supplied'],
};

function stats(organization: OrganizationDetail): Stat[] {
  const money = (label: string, usd: number, undisclosed: boolean, total = true): Stat => ({
    label,
    value: formatFundingTotal(usd, undisclosed),
    zero: !usd && !undisclosed,
    total,
  });
  const count = (label: string, n: number, total = true): Stat => ({ label, value: formatCount(n), zero: !n, total });
  const provided = [...organization.funding_provided_investment, ...organization.funding_provided_nondilutive];
  const portfolio = new Set(organization.funding_provided_investment.map((round) => round.recipient_organization.id));
  return [
    money('Total funding', organization.total_funding, organization.total_funding_undisclosed),
    money(
      'Funding received: investment',
      organization.total_funding_received_investment,
      allUndisclosed(organization.funding_received_investment),
    ),
    money(
      'Funding received: non-dilutive',
      organization.total_funding_received_nondilutive,
      allUndisclosed(organization.funding_received_nondilutive),
    ),
    count('Projects', organization.total_projects),
    count('Projects supplied', organization.projects_supplied.length, false),
    count('Supply chain offerings', organization.total_supply_chain_offerings),
    count('Rounds joined', provided.length, false),
    count('Portfolio companies', portfolio.size, false),
    {
      // The rounds' whole size: what this funder put in itself is rarely disclosed.
      ...money(
        'Capital in rounds joined',
        provided.reduce((sum, round) => sum + (round.amount_usd ?? 0), 0),
        allUndisclosed(provided),
        false,
      ),
      note: 'all funders together',
    },
    count('Jobs', organization.total_jobs),
  ];
}

/** The organization's totals: what matters for its kind leads, in tiles; zero totals follow in one muted row. */
export function StatsRow({ organization }: { organization: OrganizationDetail }) {
  const leads = LEADS[organization.tag_group ?? (organization.kind === 'investor' ? 'Investors & Capital Providers' : '')] ?? [];
  const rank = (stat: Stat) => (leads.indexOf(stat.label) + 100) % 100; // leads first, in their order; then the rest as listed
  const all = stats(organization).sort((a, b) => rank(a) - rank(b));
  const tiles = all.filter((stat) => !stat.zero);
  const zeros = all.filter((stat) => stat.zero && stat.total);
  return (
    <DetailSection id="organization-totals" title="Totals" hideTitle>
      {tiles.length > 0 && (
        <dl className={styles.stats}>
          {tiles.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={`${styles.statValue} tabular-nums`}>{stat.value}</dd>
              {stat.note && <dd className={styles.statNote}>{stat.note}</dd>}
            </div>
          ))}
        </dl>
      )}
      {zeros.length > 0 && (
        <dl className={styles.zeros}>
          {zeros.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd className="tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </DetailSection>
  );
}
