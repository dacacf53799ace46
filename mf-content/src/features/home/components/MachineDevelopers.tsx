import { memo, startTransition, useEffect, useState } from 'react';
import type { OrganizationMinimal } from 'mf-shared';
import { CountryFlag, EmptyState, ErrorState, formatMoney, GoldCheck, OrganizationStatusPill, OrgLogo, Skeleton } from 'mf-shared/kit';
import { useMachineDevelopers } from '../api/homeApi';
import styles from './Home.module.css';

const DeveloperCard = memo(function DeveloperCard({ organization }: { organization: OrganizationMinimal }) {
  return (
    <li className={styles.developer}>
      <a href={`/organizations/${encodeURIComponent(organization.slug)}`} className={styles.developerLink}>
        <span aria-hidden="true" className={styles.developerLogo}>
          <OrgLogo name={organization.display_name} src={organization.logo} group={organization.tag_group} size={40} />
        </span>
        <span className={styles.developerBody}>
          <span className={styles.developerName}>
            {organization.display_name}
            {organization.is_affiliate && <GoldCheck size={14} className={styles.check} />}
            <OrganizationStatusPill status={organization.status} />
          </span>
          <span className={styles.developerMeta}>
            <CountryFlag emoji={organization.country_flag_emoji} url={organization.country_flag_url} country={organization.country} />
            {organization.country}
            {organization.total_funding > 0 && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="tabular-nums">{formatMoney(organization.total_funding)}</span>
                <span className="visually-hidden"> raised</span>
              </>
            )}
          </span>
        </span>
      </a>
    </li>
  );
});

/**
 * The server renders the first cards (the grid is below the fold, and can grow); the browser
 * adds the rest right after hydration, as a transition that never blocks input.
 */
const FIRST_DEVELOPERS = 12;

function useShowAll(): boolean {
  const [showAll, setShowAll] = useState(false);
  useEffect(() => startTransition(() => setShowAll(true)), []);
  return showAll;
}

/** 'Fusion Machine Developers': every organization with that tag (docs/product/content.md §1). */
export function MachineDevelopers() {
  const query = useMachineDevelopers();
  const showAll = useShowAll();
  const shown = query.data ? (showAll ? query.data : query.data.slice(0, FIRST_DEVELOPERS)) : [];
  const hidden = (query.data?.length ?? 0) - shown.length;
  return (
    <section className={styles.developers} aria-labelledby="machine-developers-title">
      <div className={styles.sectionHeader}>
        <h2 id="machine-developers-title" className={styles.sectionTitle}>
          Fusion Machine Developers
        </h2>
        <a href="/organizations#fusion-machine-developers" className={styles.more}>
          All machine developers
        </a>
      </div>
      {query.isPending ? (
        <Skeleton height={240} />
      ) : query.isError ? (
        <ErrorState message="The machine developers could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className={styles.developerGrid}>
            {shown.map((organization) => (
              <DeveloperCard key={organization.id} organization={organization} />
            ))}
          </ul>
          {hidden > 0 && (
            // Seen without JavaScript: the rest are on the organizations page.
            <p className={styles.moreDevelopers}>
              <a href="/organizations">{`${hidden} more machine developers`}</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
