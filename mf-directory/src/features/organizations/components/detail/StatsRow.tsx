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
  total?: true;
  note?: string;
}

// What each kind of organization leads with (tile keys, first to last); the tag group decides, an
// investor by kind counts as one. Spec totals that are zero follow, muted, in one row.
const DEFAULT_ORDER = 'funding investment nondilutive projects supplied offerings rounds portfolio deployed jobs';
const ORDER: Record<string, string> = {
  'Fusion Developers': 'funding projects investment nondilutive jobs offerings supplied rounds portfolio deployed',
  'Investors & Capital Providers': 'rounds portfolio deployed funding investment nondilutive projects offerings supplied jobs',
  'Supply Chain & Services': 'offerings supplied projects funding investment nondilutive jobs rounds portfolio deployed',
};

function stats(organization: OrganizationDetail): Record<string, Stat> {
  const money = (label: string, usd: number, undisclosed: boolean, total = true): Stat => ({
    label,
    value: formatFundingTotal(usd, undisclosed),
    zero: usd === 0 && !undisclosed,
    ...(total && { total }),
  });
  const count = (label: string, n: number, total = true): Stat => ({
    label,
    value: formatCount(n),
    zero: n === 0,
    ...(total && { total }),
  });
  const provided = [...organization.funding_provided_investment, ...organization.funding_provided_nondilutive];
  const recipients = new Set(organization.funding_provided_investment.map((round) => round.recipient_organization.id));
  const deployed = provided.reduce((sum, round) => sum + (round.amount_usd ?? 0), 0);
  return {
    funding: money('Total funding', organization.total_funding, organization.total_funding_undisclosed),
    investment: money(
      'Funding received: investment',
      organization.total_funding_received_investment,
      allUndisclosed(organization.funding_received_investment),
    ),
    nondilutive: money(
      'Funding received: non-dilutive',
      organization.total_funding_received_nondilutive,
      allUndisclosed(organization.funding_received_nondilutive),
    ),
    projects: count('Projects', organization.total_projects),
    jobs: count('Jobs', organization.total_jobs),
    offerings: count('Supply chain offerings', organization.total_supply_chain_offerings),
    rounds: count('Rounds joined', provided.length, false),
    portfolio: count('Portfolio companies', recipients.size, false),
    // The rounds' whole size: what this funder put in itself is rarely disclosed.
    deployed: { ...money('Capital in rounds joined', deployed, allUndisclosed(provided), false), note: 'all funders together' },
    supplied: count('Projects supplied', organization.projects_supplied.length, false),
  };
}

/** The organization's totals: what matters for its kind leads, in tiles; zero totals follow in one muted row. */
export function StatsRow({ organization }: { organization: OrganizationDetail }) {
  const all = stats(organization);
  const group = organization.tag_group ?? (organization.kind === 'investor' ? 'Investors & Capital Providers' : '');
  const ordered = (ORDER[group] ?? DEFAULT_ORDER).split(' ').map((key) => all[key]!);
  const lead = ordered.filter((stat) => !stat.zero);
  const zeros = ordered.filter((stat) => stat.zero && stat.total);
  return (
    <DetailSection id="organization-totals" title="Totals" hideTitle>
      {lead.length > 0 && (
        <dl className={styles.stats}>
          {lead.map((stat) => (
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
