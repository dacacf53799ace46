import { Link } from 'react-router-dom';
import type { OrganizationProject, ProjectSupplied } from 'mf-shared';
import { StatusPill } from 'mf-shared/kit';
import { safeExternalUrl } from '../../../../lib/display';
import { DetailSection } from '../../../../components/DetailSection';
import detail from '../../../../lib/styles/DetailPage.module.css';
import styles from './OrganizationProfile.module.css';

function projectPath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}`;
}

/** The organization's own projects: name, status and concept (linking to the concept's tab). */
export function ProjectsSection({ projects }: { projects: readonly OrganizationProject[] }) {
  if (projects.length === 0) return null;
  return (
    <DetailSection id="organization-projects" title="Projects">
      <ul className={detail.itemList}>
        {projects.map((project) => (
          <li key={project.id} className={detail.item}>
            <Link to={projectPath(project.slug)} className={detail.itemTitle}>
              {project.display_name}
            </Link>
            <div className={styles.itemMeta}>
              {!project.is_approved && <StatusPill>PENDING APPROVAL</StatusPill>}
              {project.project_status && <span className={styles.status}>{project.project_status}</span>}
              {project.concept && (
                // docs/product/directory.md §2: a project's concept links to /projects/#{conceptSlug}.
                <Link to={`/projects/#${encodeURIComponent(project.concept.slug)}`}>{project.concept.display_name}</Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** Projects this organization supplies: category, what it supplied and the announcement. */
export function ProjectsSuppliedSection({ projects }: { projects: readonly ProjectSupplied[] }) {
  if (projects.length === 0) return null;
  return (
    <DetailSection id="organization-projects-supplied" title="Projects supplied">
      <ul className={detail.itemList}>
        {projects.map((project) => {
          const announcementUrl = safeExternalUrl(project.announcement_url);
          return (
            <li key={project.id} className={detail.item}>
              <Link to={projectPath(project.slug)} className={detail.itemTitle}>
                {project.display_name}
              </Link>
              {project.supply_chain_category && (
                <div className={styles.itemMeta}>
                  <span className={styles.status}>{project.supply_chain_category.name}</span>
                </div>
              )}
              {project.description && <p className={detail.itemText}>{project.description}</p>}
              {announcementUrl && (
                <a href={announcementUrl} target="_blank" rel="noopener noreferrer" className={detail.itemLink}>
                  Announcement
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
