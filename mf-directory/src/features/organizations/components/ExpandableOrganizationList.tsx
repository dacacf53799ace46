import { useState } from 'react';
import type { OrganizationRef } from 'mf-shared';
import styles from './ExpandableOrganizationList.module.css';
import { OrganizationRefLink } from '../../../components/OrganizationRefLink';

/** Funder lists show this many entries before '+ N More' (docs/product/directory.md §2). */
const FUNDER_LIST_VISIBLE_COUNT = 2;

export interface ExpandableOrganizationListProps {
  organizations: readonly OrganizationRef[];
  /** Accessible name of the list, e.g. 'Investors in Series B'. */
  label: string;
  visibleCount?: number;
}

/** Organization links, first `visibleCount` of them, then a '+ N More' button showing the rest. */
export function ExpandableOrganizationList({
  organizations,
  label,
  visibleCount = FUNDER_LIST_VISIBLE_COUNT,
}: ExpandableOrganizationListProps) {
  const [expanded, setExpanded] = useState(false);
  if (organizations.length === 0) return <span className={styles.none}>—</span>;

  const hiddenCount = organizations.length - visibleCount;
  const shown = expanded || hiddenCount <= 0 ? organizations : organizations.slice(0, visibleCount);

  return (
    <ul className={styles.list} aria-label={label}>
      {shown.map((organization) => (
        <li key={organization.id} className={styles.item}>
          <OrganizationRefLink organization={organization} className={organization.slug === null ? undefined : styles.link} />
        </li>
      ))}
      {!expanded && hiddenCount > 0 && (
        <li className={styles.item}>
          <button type="button" className={styles.more} aria-expanded={false} onClick={() => setExpanded(true)}>
            + {hiddenCount} More
          </button>
        </li>
      )}
    </ul>
  );
}
