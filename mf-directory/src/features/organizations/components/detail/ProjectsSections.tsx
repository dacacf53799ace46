import { Link } from 'react-router-dom';
import type { OrganizationProject, ProjectSupplied } from 'mf-shared';
import { safeExternalUrl } from '../../utils/display';
import styles from './OrganizationProfile.module.css';

function projectPath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}`;
}

/** The organization's own projects: name, status and concept (linking to the concept's tab). */
export function ProjectsSection({ projects }: { projects: readonly OrganizationProject[] }) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="organization-projects" className={styles.section}>
      <h2 id="organization-projects" className={styles.sectionTitle}>
        Projects
      </h2>
      <ul className={styles.itemList}>
        {projects.map((project) => (
          <li key={project.id} className={styles.item}>
            <Link to={projectPath(project.slug)} className={styles.itemTitle}>
              {project.display_name}
            </Link>
            <div className={styles.itemMeta}>
              {!project.is_approved && <span className={styles.pending}>PENDING APPROVAL</span>}
              {project.project_status && <span className={styles.status}>{project.project_status}</span>}
              {project.concept && (
                // Spec 000 §2: a project's concept links to /projects/#{conceptSlug}.
                <Link to={`/projects/#${encodeURIComponent(project.concept.slug)}`}>{project.concept.display_name}</Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Projects this organization supplies: category, what it supplied and the announcement. */
export function ProjectsSuppliedSection({ projects }: { projects: readonly ProjectSupplied[] }) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="organization-projects-supplied" className={styles.section}>
      <h2 id="organization-projects-supplied" className={styles.sectionTitle}>
        Projects supplied
      </h2>
      <ul className={styles.itemList}>
        {projects.map((project) => {
          const announcementUrl = safeExternalUrl(project.announcement_url);
          return (
            <li key={project.id} className={styles.item}>
              <Link to={projectPath(project.slug)} className={styles.itemTitle}>
                {project.display_name}
              </Link>
              {project.supply_chain_category && (
                <div className={styles.itemMeta}>
                  <span className={styles.status}>{project.supply_chain_category.name}</span>
                </div>
              )}
              {project.description && <p className={styles.itemText}>{project.description}</p>}
              {announcementUrl && (
                <a href={announcementUrl} target="_blank" rel="noopener noreferrer" className={styles.itemLink}>
                  Announcement
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
