import { memo } from 'react';
import { Link } from 'react-router-dom';
import { type OrganizationListItem } from 'mf-shared';
import { CountryFlag, GoldCheck, OrganizationStatusPill, OrgLogo } from 'mf-shared/kit';
import { formatFundingTotal, formatPlace } from '../../../lib/display';
import styles from './OrganizationCard.module.css';

/** Cards show a few tags; the detail page has them all. */
const CARD_TAG_LIMIT = 3;

export interface OrganizationCardProps {
  organization: OrganizationListItem;
}

/** One organization in the list: the whole card links to its page. Memoised: lists hold hundreds. */
export const OrganizationCard = memo(function OrganizationCard({ organization }: OrganizationCardProps) {
  const place = formatPlace(organization);
  const tags = organization.organization_tags.slice(0, CARD_TAG_LIMIT);
  const moreTags = organization.organization_tags.length - tags.length;

  return (
    <article className={styles.card}>
      <Link to={`/organizations/${encodeURIComponent(organization.slug)}`} className={styles.link}>
        {/* The name next to it says the same: the logo is decorative here. */}
        <span aria-hidden="true" className={styles.logo}>
          <OrgLogo name={organization.display_name} src={organization.logo} group={organization.tag_group} size={56} />
        </span>
        <div className={styles.body}>
          <div className={styles.titleRow}>
            <h2 className={styles.name}>
              {organization.display_name}
              {organization.acronym_name && organization.acronym_name !== organization.display_name && (
                <span className={styles.acronym}> ({organization.acronym_name})</span>
              )}
            </h2>
            {organization.is_affiliate && <GoldCheck className={styles.check} />}
            <OrganizationStatusPill status={organization.status} />
          </div>
          {(place || organization.country_flag_url || organization.country_flag_emoji) && (
            <div className={styles.place}>
              <CountryFlag emoji={organization.country_flag_emoji} url={organization.country_flag_url} country={organization.country} />
              {place}
            </div>
          )}
          {tags.length > 0 && (
            <div className={styles.tags}>
              {tags.map((tag) => (
                <span key={tag.name} className={styles.tag}>
                  {tag.name}
                </span>
              ))}
              {moreTags > 0 && (
                <span className={styles.moreTags}>
                  +{moreTags}
                  <span className="visually-hidden"> more tags</span>
                </span>
              )}
            </div>
          )}
          {(organization.total_funding > 0 || organization.total_funding_undisclosed) && (
            <p className={styles.funding}>
              Total funding{' '}
              <strong className="tabular-nums">
                {formatFundingTotal(organization.total_funding, organization.total_funding_undisclosed)}
              </strong>
            </p>
          )}
          {organization.description && <p className={styles.description}>{organization.description}</p>}
        </div>
      </Link>
      {/* Outside the card's link (no nested links); the comparison page takes it from there (issue 10). */}
      <a href={`/compare?orgs=${encodeURIComponent(organization.slug)}`} className={styles.compare}>
        Compare<span className="visually-hidden"> {organization.display_name}</span>
      </a>
    </article>
  );
});
