import { memo } from 'react';
import { analytics } from 'mf-shared';
import { CountryFlag, formatDate, GoldCheck, OrganizationStatusPill, OrgLogo } from 'mf-shared/kit';
import type { ListedJob } from '../api/jobsApi';
import { isSample } from '../utils/jobPosting';
import styles from './Jobs.module.css';

const tagsOf = (job: ListedJob) =>
  job.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** docs/product/content.md §5: clicking a job records an analytics event with Company, Job Title and Job Tag. */
function recordJobClick(job: ListedJob): void {
  analytics.jobClick({ Company: job.organization.display_name, 'Job Title': job.title, 'Job Tag': job.tags });
}

/** One job: the whole card opens the posting (new tab); demo postings say 'Sample listing'. */
export const JobCard = memo(function JobCard({ job }: { job: ListedJob }) {
  const sample = isSample(job);
  const details = [job.locations.join(' · '), job.job_type, job.job_mode].filter(Boolean);
  return (
    <article className={styles.card}>
      <a href={job.website_url} target="_blank" rel="noopener noreferrer" className={styles.cardLink} onClick={() => recordJobClick(job)}>
        <span aria-hidden="true" className={styles.logo}>
          <OrgLogo name={job.organization.display_name} src={job.organization.logo} group={job.organization.tag_group} size={48} />
        </span>
        <div className={styles.body}>
          <div className={styles.titleRow}>
            <h2 className={styles.title}>{job.title}</h2>
            {sample && (
              <span className={styles.sample} title="An example posting, not a real opening">
                Sample listing
              </span>
            )}
          </div>
          <div className={styles.company}>
            <CountryFlag url={job.organization.country_flag_url} emoji={job.organization.country_flag_emoji} />
            {job.organization.display_name}
            {job.organization.is_affiliate && <GoldCheck size={14} />}
            <OrganizationStatusPill status={job.organization.status} />
          </div>
          {details.length > 0 && <div className={styles.details}>{details.join(' · ')}</div>}
          {job.salary && <div className={styles.details}>{job.salary}</div>}
          <div className={styles.footer}>
            <div className={styles.tags}>
              {tagsOf(job).map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </div>
            <time className={styles.date} dateTime={job.created_at}>
              Posted {formatDate(job.created_at, 'short')}
            </time>
          </div>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </div>
      </a>
    </article>
  );
});
