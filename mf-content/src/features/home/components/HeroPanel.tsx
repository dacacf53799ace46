import { Button, formatCount, formatMoney } from 'mf-shared/kit';
import { useSiteStats } from '../api/homeApi';
import styles from './Home.module.css';

const HERO_SEARCH_LABEL = 'Search organizations by name';

/** A plain GET form: it works before hydration and without JavaScript (the list reads `q`). */
function HeroSearch() {
  return (
    <form action="/organizations" method="get" role="search" aria-label="Search organizations" className={styles.heroSearch}>
      <label htmlFor="hero-search" className={styles.heroSearchLabel}>
        {HERO_SEARCH_LABEL}
      </label>
      <div className={styles.heroSearchRow}>
        <input
          id="hero-search"
          name="q"
          type="search"
          className={styles.heroSearchInput}
          placeholder="e.g. Tokamak Energy"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}

/**
 * The directory in three numbers, each linking to its page. The server renders them; while a
 * client-side visit loads them the links keep their place and size (no layout shift).
 */
function HeroTotals() {
  const query = useSiteStats();
  const stats = query.data;
  const totals = [
    { href: '/organizations', value: stats && formatCount(stats.organizations), label: 'organizations' },
    { href: '/projects', value: stats && formatCount(stats.projects), label: 'machines & projects' },
    { href: '/funding', value: stats && formatMoney(stats.funding.amount_usd), label: 'funding tracked' },
  ];
  return (
    <ul className={styles.totals} aria-label="The directory in numbers" aria-busy={query.isPending}>
      {totals.map((total) => (
        <li key={total.href} className={styles.total}>
          <a href={total.href} className={styles.totalLink}>
            <span className={`${styles.totalValue} tabular-nums`}>
              {total.value ?? <span className={styles.totalPlaceholder} aria-hidden="true" />}
            </span>{' '}
            <span className={styles.totalLabel}>{total.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The right half of the home hero: a large search and the live totals. */
export function HeroPanel() {
  return (
    <div className={styles.heroPanel}>
      <HeroSearch />
      <HeroTotals />
    </div>
  );
}
