import type { ReactNode } from 'react';
import type { ActivityLog } from 'mf-shared';
import { formatDateAsKnown, FundingAmount, GoldCheck, isSitePath, OrgLogo } from 'mf-shared/kit';
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

/** What a status change says after the organization's name (api/src/seed/catalogue.ts STATUS_ACTIVITY_TYPES). */
const STATUS_PHRASES: Record<string, string> = {
  Acquired: 'was acquired',
  Merged: 'merged',
  Defunct: 'closed down',
  'Went Public': 'went public',
  'Active Again': 'is active again',
};

/** The date as precisely as it is known: '2025', 'Jun 2025' or 'Jun 2, 2025' (never 'Jan 1, 2025' for a year). */
export function updateDate(log: Pick<ActivityLog, 'created_at' | 'created_at_precision'>): { text: string; dateTime: string } {
  const precision = log.created_at_precision ?? 'day';
  const text = formatDateAsKnown(log.created_at, precision, 'short');
  const dateTime = precision === 'year' ? log.created_at.slice(0, 4) : precision === 'month' ? log.created_at.slice(0, 7) : log.created_at;
  return { text, dateTime };
}

const orgHref = (slug: string) => `/organizations/${encodeURIComponent(slug)}`;
const projectHref = (slug: string) => `/projects/${encodeURIComponent(slug)}`;

/**
 * What happened, after the subject's name: "raised $240M Series A", "posted 2 new jobs", …
 * Amounts and counts are bold; names of other records are links.
 */
function predicate(log: ActivityLog, hasOrganization: boolean): ReactNode {
  const round = log.funding_round;
  if (round) {
    const name = round.round_name.trim();
    // fundingAmountText's rule: no USD figure and no announced amount in a currency.
    const undisclosed = round.amount_usd == null && !(round.amount != null && round.currency);
    if (undisclosed) return <>raised an undisclosed {name || 'amount'}</>;
    return (
      <>
        raised{' '}
        <strong>
          <FundingAmount entry={round} />
        </strong>
        {name && ` ${name}`}
      </>
    );
  }
  if (log.jobs_count != null && log.jobs_count > 0) {
    return (
      <>
        posted <strong className="tabular-nums">{log.jobs_count}</strong> {log.jobs_count === 1 ? 'new job' : 'new jobs'}
      </>
    );
  }
  if (log.project && hasOrganization) {
    return (
      <>
        takes part in the project <a href={projectHref(log.project.slug)}>{log.project.display_name}</a>
      </>
    );
  }
  if (log.article) return null;
  // Items are dated by a founding or start year: the sentence states no time of its own.
  if (!hasOrganization) return log.project ? 'is listed in the directory' : null;
  return STATUS_PHRASES[log.activity_type] ?? (log.activity_type === 'New Organization' ? 'is listed in the directory' : null);
}

export interface UpdateItemProps {
  log: ActivityLog;
  /** Compact rows on the home page. */
  compact?: boolean;
}

/**
 * One update (docs/product/content.md §4) as one sentence, e.g. "Focused Energy raised $240M Series A":
 * the organization (logo, name, gold check) or the project, a coloured label by activity type, the
 * funding round's amount and name, the recipient organization (named in the sentence; shown apart
 * only when it is another organization), the jobs count, the link and the date at its precision.
 */
export function UpdateItem({ log, compact = false }: UpdateItemProps) {
  const organization = log.organization;
  const project = log.project;
  const subjectName = organization?.display_name ?? project?.display_name ?? log.article?.title ?? 'Update';
  const subjectHref = organization
    ? orgHref(organization.slug)
    : project
      ? projectHref(project.slug)
      : log.article
        ? `/articles/${encodeURIComponent(log.article.slug)}`
        : null;
  const projectImage = !organization ? project?.media[0]?.image_url : undefined;
  const external = log.url && !isSitePath(log.url);
  const recipient = log.recipient_organization;
  const otherRecipient = recipient && recipient.slug !== organization?.slug ? recipient : null;
  const rest = predicate(log, Boolean(organization));
  const date = updateDate(log);
  // Under the page's h1 on /updates, under 'Recent updates' (h2) on the home page.
  const Heading = compact ? 'h3' : 'h2';

  return (
    <article className={`${styles.item} ${compact ? styles.compact : ''}`}>
      <span className={styles.logo} aria-hidden="true">
        <OrgLogo
          name={subjectName}
          src={organization?.logo ?? projectImage ?? null}
          group={organization?.tag_group}
          size={compact ? 36 : 44}
        />
      </span>
      <div className={styles.content}>
        <div className={styles.head}>
          <span {...labelProps(log.label_color)}>{log.activity_type}</span>
          <time className={styles.date} dateTime={date.dateTime}>
            {date.text}
          </time>
        </div>
        <Heading className={styles.sentence}>
          <span className={styles.subject}>
            {subjectHref ? <a href={subjectHref}>{subjectName}</a> : subjectName}
            {organization?.is_affiliate && (
              <>
                {' '}
                <GoldCheck size={14} className={styles.check} />
              </>
            )}
          </span>
          {rest && <> {rest}</>}
        </Heading>
        {(otherRecipient || log.url) && (
          <p className={styles.facts}>
            {otherRecipient && (
              <span>
                Recipient: <a href={orgHref(otherRecipient.slug)}>{otherRecipient.display_name}</a>
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
        )}
      </div>
    </article>
  );
}
