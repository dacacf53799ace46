import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectListItem } from 'mf-shared';
import { CountryFlag } from 'mf-shared/kit';
import { operatingYears } from '../utils/display';
import styles from './ProjectCard.module.css';

export interface ProjectCardProps {
  project: ProjectListItem;
  /** docs/product/directory.md §3: statuses show only with showProjectStatus=true. */
  showStatus: boolean;
}

/** One project in the list; unapproved ones (visible to their claimers only) say 'PENDING APPROVAL'. */
export const ProjectCard = memo(function ProjectCard({ project, showStatus }: ProjectCardProps) {
  const years = operatingYears(project);
  const organizations = project.affiliated_organizations.map((organization) => organization.display_name).join(', ');
  return (
    <article className={styles.card}>
      <Link to={`/projects/${encodeURIComponent(project.slug)}`} className={styles.link}>
        <div className={styles.titleRow}>
          <h2 className={styles.name}>{project.display_name}</h2>
          {!project.is_approved && <span className={styles.pending}>PENDING APPROVAL</span>}
        </div>
        {organizations && <p className={styles.organizations}>{organizations}</p>}
        <div className={styles.meta}>
          {project.concept && <span className={styles.concept}>{project.concept.display_name}</span>}
          {showStatus && project.project_status && <span className={styles.status}>{project.project_status}</span>}
          {(project.country || project.country_flag_url || project.country_flag_emoji) && (
            <span className={styles.place}>
              <CountryFlag emoji={project.country_flag_emoji} url={project.country_flag_url} country={project.country} />
              {project.country}
            </span>
          )}
          {years && <span className="tabular-nums">{years}</span>}
        </div>
      </Link>
    </article>
  );
});
