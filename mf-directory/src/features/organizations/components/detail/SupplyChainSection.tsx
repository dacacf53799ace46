import { Link } from 'react-router-dom';
import type { SupplyChainOffering } from 'mf-shared';
import { safeExternalUrl, safeInternalPath } from '../../../../lib/display';
import { DetailSection } from '../../../../components/DetailSection';
import detail from '../../../../lib/styles/DetailPage.module.css';
import styles from './OrganizationProfile.module.css';

/** What the organization offers the industry: each links to its supply chain category. */
export function SupplyChainSection({ offerings }: { offerings: readonly SupplyChainOffering[] }) {
  if (offerings.length === 0) return null;
  return (
    <DetailSection id="organization-supply-chain" title="Supply chain offerings">
      <ul className={styles.offerings}>
        {offerings.map((offering) => {
          const categoryPath = safeInternalPath(offering.supply_chain_link);
          const offeringUrl = safeExternalUrl(offering.offering_link);
          return (
            <li key={offering.id} className={styles.offering}>
              {categoryPath ? (
                <Link to={categoryPath} className={detail.itemTitle}>
                  {offering.name}
                </Link>
              ) : (
                <span className={detail.itemTitle}>{offering.name}</span>
              )}
              {offeringUrl && (
                <a
                  href={offeringUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={detail.itemLink}
                  aria-label={`${offering.name} offering page`}
                >
                  Offering page
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
