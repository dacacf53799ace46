import type { ActivityLog } from 'mf-shared';
import { formatDate, FundingAmount, GoldCheck, isSitePath, OrgLogo } from 'mf-shared/kit';
import styles from './UpdateItem.module.css';

/** Activity labels are coloured by `label_color`: a design-token name (api/docs/conventions.md) or a #hex. */
const TOKEN_LABELS = new Set(['success', 'info', 'review', 'accent', 'danger']);
const HEX = /^#[0-9a-f]{3,8}$/i;

function labelProps(color: string) {
  if (TOKEN_LABELS.has(color)) return { className: `${styles.label} ${styles[`label-${color}`] ?? ''}` };
  if (HEX.test(color)) return { className: styles.label, style: { color, borderColor: color } };
  return { className: styles.label };
}

function linkText(log: ActivityLog): string {
  if (log.jobs_count) return 'View jobs';
  if (log.funding_round) return 'Announcement';
  if (log.project) return 'View project';
  if (log.article) return 'Read article';
  return 'View';
}

export interface UpdateItemProps {
  log: ActivityLog;
  /** Compact rows on the home page. */
  compact?: boolean;
}

/**
 * One update (docs/product/content.md §4): the organization (logo, name, gold check) or the project,
 * a coloured label by activity type, the funding round's amount and name, the recipient
 * organization, the jobs count, the link and the date.
 */
export function UpdateItem({ log, compact = false }: UpdateItemProps) {
  const organization = log.organization;
  const project = log.project;
  const subjectName = organization?.display_name ?? project?.display_name ?? log.article?.title ?? 'Update';
  const subjectHref = organization
    ? `/organizations/${encodeURIComponent(organization.slug)}`
    : project
      ? `/projects/${encodeURIComponent(project.slug)}`
      : log.article
        ? `/articles/${encodeURIComponent(log.article.slug)}`
        : null;
  const projectImage = !organization ? project?.media[0]?.image_url : undefined;
  const external = log.url && !isSitePath(log.url);
  // Under the page's h1 on /updates, under 'Recent updates' (h2) on the home page.
  const Heading = compact ? 'h3' : 'h2';

  return (
    <article className={`${styles.item} ${compact ? styles.compact : ''}`}>
      <span className={styles.logo} aria-hidden="true">
        <OrgLogo name={subjectName} src={organization?.logo ?? projectImage ?? null} size={compact ? 36 : 44} />
      </span>
      <div className={styles.content}>
        <div className={styles.head}>
          <span {...labelProps(log.label_color)}>{log.activity_type}</span>
          <time className={styles.date} dateTime={log.created_at}>
            {formatDate(log.created_at, 'short')}
          </time>
        </div>
        <Heading className={styles.subject}>
          {subjectHref ? <a href={subjectHref}>{subjectName}</a> : subjectName}
          {organization?.is_affiliate && <GoldCheck size={14} className={styles.check} />}
        </Heading>
        <p className={styles.facts}>
          {organization && project && (
            <span>
              Project: <a href={`/projects/${encodeURIComponent(project.slug)}`}>{project.display_name}</a>
            </span>
          )}
          {log.funding_round && (
            <span>
              <strong>
                <FundingAmount entry={log.funding_round} />{' '}
              </strong>
              {log.funding_round.round_name}
            </span>
          )}
          {log.recipient_organization && (
            <span>
              Recipient:{' '}
              <a href={`/organizations/${encodeURIComponent(log.recipient_organization.slug)}`}>
                {log.recipient_organization.display_name}
              </a>
            </span>
          )}
          {log.jobs_count != null && log.jobs_count > 0 && (
            <span>
              <strong className="tabular-nums">{log.jobs_count}</strong> {log.jobs_count === 1 ? 'new job' : 'new jobs'}
            </span>
          )}
          {log.url && (
            <a className={styles.link} href={log.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {linkText(log)}
              <span className="visually-hidden">
                {' '}
                – {subjectName}
                {external ? ' (opens in a new tab)' : ''}
              </span>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
