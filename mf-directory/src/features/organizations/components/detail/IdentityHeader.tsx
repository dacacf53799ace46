import { type OrganizationDetail } from 'mf-shared';
import { ButtonLink, CountryFlag, GoldCheck, OrganizationStatusPill, OrgLogo } from 'mf-shared/kit';
import { compareUrl } from '../../../../lib/compareUrl';
import { displayHost, formatPlace, mailtoUrl, safeExternalUrl } from '../../../../lib/display';
import detail from '../../../../lib/styles/DetailPage.module.css';
import styles from './OrganizationProfile.module.css';

/** Logo, name, acronym, affiliate check, location, links, founding year and tags. */
export function IdentityHeader({ organization }: { organization: OrganizationDetail }) {
  const place = formatPlace(organization);
  const websiteUrl = safeExternalUrl(organization.website_url);
  const jobsUrl = safeExternalUrl(organization.jobs_url);
  // Contact email is an affiliate benefit (docs/product/directory.md §2): never shown for other organizations.
  const contactUrl = organization.is_affiliate ? mailtoUrl(organization.contact_email) : null;
  const hasAcronym = Boolean(organization.acronym_name && organization.acronym_name !== organization.display_name);

  return (
    <header className={styles.identity}>
      <OrgLogo name={organization.display_name} src={organization.logo} group={organization.tag_group} size={96} className={styles.logo} />
      <div className={styles.identityText}>
        <div className={detail.nameRow}>
          <h1 id="organization-name" className={detail.name}>
            {organization.display_name}
            {hasAcronym && <span className={styles.acronym}> ({organization.acronym_name})</span>}
          </h1>
          {organization.is_affiliate && <GoldCheck size={24} />}
          <OrganizationStatusPill status={organization.status} />
          <ButtonLink to={compareUrl([organization.slug])} variant="secondary" size="sm" className={styles.compare}>
            Compare<span className="visually-hidden"> {organization.display_name} with others</span>
          </ButtonLink>
        </div>

        <dl className={styles.facts}>
          {(place || organization.country_flag_url || organization.country_flag_emoji) && (
            <div className={styles.fact}>
              <dt>Location</dt>
              <dd className={detail.place}>
                <CountryFlag emoji={organization.country_flag_emoji} url={organization.country_flag_url} country={organization.country} />
                {place}
              </dd>
            </div>
          )}
          {organization.founding_year != null && (
            <div className={styles.fact}>
              <dt>Founded</dt>
              <dd className="tabular-nums">{organization.founding_year}</dd>
            </div>
          )}
          {websiteUrl && (
            <div className={styles.fact}>
              <dt>Website</dt>
              <dd>
                <a href={websiteUrl} target="_blank" rel="noopener noreferrer">
                  {displayHost(websiteUrl)}
                </a>
              </dd>
            </div>
          )}
          {jobsUrl && (
            <div className={styles.fact}>
              <dt>Careers</dt>
              <dd>
                <a href={jobsUrl} target="_blank" rel="noopener noreferrer">
                  Careers page
                </a>
              </dd>
            </div>
          )}
          {contactUrl && (
            <div className={styles.fact}>
              <dt>Contact</dt>
              <dd>
                <a href={contactUrl}>{organization.contact_email?.trim()}</a>
              </dd>
            </div>
          )}
        </dl>

        {organization.organization_tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {organization.organization_tags.map((tag) => (
              <li key={tag.name} className={styles.tag}>
                {tag.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
