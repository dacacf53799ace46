// The organization detail page body. Order follows the design brief: identity first,
// then facts in labelled groups (totals, people, funding, projects, supply chain), then long text.
import type { OrganizationDetail } from 'mf-shared';
import { ArticlesAbout, type ArticleAbout } from '../../../../components/ArticlesAbout';
import { MilestoneLedger } from '../../../../components/MilestoneLedger';
import { Sources } from '../../../../components/Sources';
import { UnderReviewBanner } from '../../../../components/UnderReviewBanner';
import type { WithSources } from '../../../../lib/types';
import { safeExternalUrl } from '../../../../lib/display';
import { AboutSection } from './AboutSection';
import { FundingSection } from './FundingSection';
import { IdentityHeader } from './IdentityHeader';
import { OrganizationClaimSlot } from './OrganizationClaimSlot';
import { PeopleSection } from './PeopleSection';
import { ProjectsSection, ProjectsSuppliedSection } from './ProjectsSections';
import { StatsRow } from './StatsRow';
import { SupplyChainSection } from './SupplyChainSection';
import detail from '../../../../lib/styles/DetailPage.module.css';
import styles from './OrganizationProfile.module.css';

export interface OrganizationProfileProps {
  /** The detail answer; `articles` are the articles about it (issue 24). */
  organization: WithSources<OrganizationDetail> & { articles?: ArticleAbout[] };
}

export function OrganizationProfile({ organization }: OrganizationProfileProps) {
  const sourceUrl = safeExternalUrl(organization.source_url);
  return (
    <article className={detail.profile} aria-labelledby="organization-name">
      <UnderReviewBanner isApproved={organization.is_approved} />
      <IdentityHeader organization={organization} />
      <OrganizationClaimSlot organization={organization} />
      <StatsRow organization={organization} />
      <PeopleSection founders={organization.founders} leadership={organization.leadership} />
      <FundingSection organization={organization} />
      <ProjectsSection projects={organization.projects} />
      <MilestoneLedger id="organization-milestones" filters={{ organization: organization.slug }} />
      <ProjectsSuppliedSection projects={organization.projects_supplied} />
      <SupplyChainSection offerings={organization.supply_chain} />
      <AboutSection organization={organization} />
      <ArticlesAbout id="organization-articles" articles={organization.articles} />
      {organization.sources?.length ? (
        <Sources sources={organization.sources} />
      ) : (
        sourceUrl && (
          <footer className={styles.source}>
            <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
              Source
            </a>
          </footer>
        )
      )}
    </article>
  );
}
