// /projects/{slug} (docs/product/directory.md §4): name, status and operating years, concept (linking to its tab),
// the HTML description, images, affiliated organizations, providers, publications, the
// announcement and the sources. An unknown slug is the not-found view (404 from the server); a
// project not approved yet, for this visitor, sends to /not-found (docs/product/directory.md §5; a 302 from the server).
import { Link, useParams } from 'react-router-dom';
import { isNotFoundError } from 'mf-shared';
import { Breadcrumb, CountryFlag, ErrorState, FollowSlot, NotFound, OrganizationStatusPill, SafeHtml, StatusPill } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { OrganizationDetailSkeleton } from '../../../components/OrganizationsSkeletons';
import { safeExternalUrl } from '../../../lib/display';
import { ClaimSlot } from '../../../components/ClaimSlot';
import { Sources } from '../../../components/Sources';
import { UnderReviewBanner } from '../../../components/UnderReviewBanner';
import { loadEntity } from '../../../lib/approval';
import { ledgerQuery } from '../../../lib/api/milestonesApi';
import { projectQuery, useProject, type Project } from '../api/projectsApi';
import { projectHead } from '../head';
import { operatingYears } from '../utils/display';
import { ArticlesAbout } from '../../../components/ArticlesAbout';
import { MilestoneLedger } from '../../../components/MilestoneLedger';
import { DetailSection } from '../../../components/DetailSection';
import detail from '../../../lib/styles/DetailPage.module.css';
import styles from './ProjectDetailPage.module.css';
import { OrganizationRefLink } from '../../../components/OrganizationRefLink';
import { ProjectPerformance } from './ProjectPerformance';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
// The ledger section (components/MilestoneLedger) renders on the server too.
export const load = ({ queryClient, params }: RouteContext) =>
  Promise.all([
    loadEntity(queryClient, projectQuery(params.slug ?? '')),
    queryClient.prefetchQuery(ledgerQuery({ project: params.slug ?? '' })),
  ]).then(() => undefined);

export const head = ({ queryClient, params, origin }: RouteContext) =>
  projectHead(queryClient.getQueryData(projectQuery(params.slug ?? '').queryKey), origin);

/** Shown images: a fixed box (no layout shift while they load), loaded as they near the viewport. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 400;

export default function ProjectDetailPage() {
  const { slug = '' } = useParams();
  const query = useProject(slug);

  if (query.isError && isNotFoundError(query.error)) return <NotFound />;

  return (
    <div className={styles.page}>
      <Breadcrumb>
        <Link to="/projects">Projects</Link>
      </Breadcrumb>
      {query.isPending ? (
        <OrganizationDetailSkeleton />
      ) : query.isError ? (
        <ErrorState message="This project could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <ProjectProfile project={query.data} />
      )}
    </div>
  );
}

export function ProjectProfile({ project }: { project: Project }) {
  const years = operatingYears(project);
  const announcement = safeExternalUrl(project.announcement_url);
  return (
    <article className={detail.profile} aria-labelledby="project-name">
      <UnderReviewBanner isApproved={project.is_approved} />
      <header className={styles.identity}>
        <div className={detail.nameRow}>
          <h1 id="project-name" className={detail.name}>
            {project.display_name}
          </h1>
          {!project.is_approved && <StatusPill>PENDING APPROVAL</StatusPill>}
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Status</dt>
            <dd>{project.project_status ?? 'Not known'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Operating years</dt>
            <dd className="tabular-nums">{years || 'Not started'}</dd>
          </div>
          {project.concept && (
            <div className={styles.fact}>
              <dt>Concept</dt>
              <dd>
                {/* docs/product/directory.md §4: a project's concept links to /projects/#{conceptSlug}. */}
                <Link to={`/projects/#${encodeURIComponent(project.concept.slug)}`}>{project.concept.display_name}</Link>{' '}
                <FollowSlot kind="concept" slug={project.concept.slug} name={project.concept.display_name} />
              </dd>
            </div>
          )}
          {(project.country || project.country_flag_url) && (
            <div className={styles.fact}>
              <dt>Country</dt>
              <dd className={detail.place}>
                <CountryFlag emoji={project.country_flag_emoji} url={project.country_flag_url} country={project.country} />
                {project.country}
              </dd>
            </div>
          )}
          {project.supply_chain_category && (
            <div className={styles.fact}>
              <dt>Supply chain category</dt>
              <dd>{project.supply_chain_category.name}</dd>
            </div>
          )}
        </dl>
      </header>

      {/* The account area's claim control (docs/product/account.md §9), through the contract. */}
      <ClaimSlot kind="project" slug={project.slug} name={project.display_name} />

      {project.description?.trim() && (
        <DetailSection id="project-about" title="About">
          <SafeHtml html={project.description} className={styles.description} />
        </DetailSection>
      )}

      {project.latitude != null && project.longitude != null && (
        <DetailSection id="project-location" title="Location">
          {/* A static image the API draws and caches: the location adds no code to this page. */}
          <img
            className={styles.locationMap}
            src={`/api/v1/projects/${encodeURIComponent(project.slug)}/map.svg`}
            width={320}
            height={167}
            loading="lazy"
            alt={`World map with the location of ${project.display_name} (${project.latitude.toFixed(2)}, ${project.longitude.toFixed(2)})`}
          />
          <p>
            <Link to="/map">All machines on the map</Link>
          </p>
        </DetailSection>
      )}

      <ProjectPerformance
        slug={project.slug}
        name={project.display_name}
        conceptSlug={project.concept?.slug ?? null}
        points={project.performance_points ?? []}
      />

      {project.media.length > 0 && (
        <DetailSection id="project-media" title="Images">
          <ul className={styles.media}>
            {project.media.map((media, index) => (
              <li key={media.id}>
                <img
                  src={media.image_url}
                  alt={`${project.display_name} (${index + 1} of ${project.media.length})`}
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      {project.affiliated_organizations.length > 0 && (
        <DetailSection id="project-organizations" title="Organizations">
          <ul className={styles.chips}>
            {project.affiliated_organizations.map((organization) => (
              <li key={organization.id}>
                <OrganizationRefLink organization={organization} className={styles.chip}>
                  {organization.display_name}
                  {organization.acronym_name && organization.acronym_name !== organization.display_name && (
                    <span className={styles.muted}> ({organization.acronym_name})</span>
                  )}
                </OrganizationRefLink>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      {project.providers.length > 0 && (
        <DetailSection id="project-providers" title="Suppliers">
          <ul className={detail.itemList}>
            {project.providers.map((provider, index) => {
              const providerAnnouncement = safeExternalUrl(provider.announcement_url);
              return (
                <li key={`${provider.supplier.slug}-${index}`} className={detail.item}>
                  <span>
                    {provider.supplier.is_approved ? (
                      <Link to={`/organizations/${encodeURIComponent(provider.supplier.slug)}`} className={detail.itemTitle}>
                        {provider.supplier.display_name}
                      </Link>
                    ) : (
                      <span className={detail.itemTitle}>{provider.supplier.display_name}</span>
                    )}
                    <OrganizationStatusPill status={provider.supplier.status} />
                  </span>
                  {provider.product_categories.length > 0 && (
                    <ul className={styles.tags} aria-label="Product categories">
                      {provider.product_categories.map((category) => (
                        <li key={category.name} className={styles.tag}>
                          {category.name}
                        </li>
                      ))}
                    </ul>
                  )}
                  {provider.description && <p className={detail.itemText}>{provider.description}</p>}
                  {providerAnnouncement && (
                    <a href={providerAnnouncement} target="_blank" rel="noopener noreferrer" className={detail.itemLink}>
                      Announcement
                      <span className="visually-hidden"> of {provider.supplier.display_name}</span>
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </DetailSection>
      )}

      {project.publications.length > 0 && (
        <DetailSection id="project-publications" title="Publications">
          <ul className={styles.publications}>
            {project.publications.map((publication) => {
              const url = safeExternalUrl(publication.publication_url);
              return (
                <li key={publication.id}>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {publication.title}
                    </a>
                  ) : (
                    publication.title
                  )}
                  {(publication.authors?.length || publication.publication_type) && (
                    <span className={styles.muted}>
                      {' '}
                      {[publication.authors?.join(', '), publication.publication_type].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </DetailSection>
      )}

      <MilestoneLedger id="project-milestones" filters={{ project: project.slug }} />

      <ArticlesAbout id="project-articles" articles={project.articles} />

      {announcement && (
        <p className={styles.announcement}>
          <a href={announcement} target="_blank" rel="noopener noreferrer">
            Announcement
          </a>
        </p>
      )}

      <Sources sources={project.sources} />
    </article>
  );
}
