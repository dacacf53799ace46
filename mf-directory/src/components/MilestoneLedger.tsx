// "Milestones": an organization's or a project's milestone ledger (issue 26 §3) — each milestone of
// the ladder with its claim (what, said when, for when, source), its achievement and its status;
// a revised date keeps its history. Renders nothing when there is none. MilestoneEntry is also the
// detail line of /progress/milestones.
import { Link } from 'react-router-dom';
import type { Milestone } from 'mf-shared';
import { formatDateAsKnown } from 'mf-shared/kit';
import { useLedger, type MilestoneFilters } from '../lib/api/milestonesApi';
import { formatSaidOn, formatTarget, MILESTONE_LABELS, revisionLines, statusLine } from '../lib/milestones';
import { DetailSection } from './DetailSection';
import styles from './MilestoneLedger.module.css';

export function MilestoneStatusBadge({ milestone }: { milestone: Milestone }) {
  return <span className={`${styles.status} ${styles[milestone.status]}`}>{statusLine(milestone)}</span>;
}

/** One milestone: the claim and its source, the achievement and its source, the history of its date. */
export function MilestoneEntry({ milestone, withTitle = true }: { milestone: Milestone; withTitle?: boolean }) {
  const history = revisionLines(milestone);
  return (
    <>
      {withTitle && (
        <h3 className={styles.entryTitle}>
          <span>{MILESTONE_LABELS[milestone.kind]}</span>
          {milestone.record_description && <span>({milestone.record_description})</span>}
          <MilestoneStatusBadge milestone={milestone} />
        </h3>
      )}
      {milestone.claim_text && (
        <p className={styles.meta}>
          Promised for {formatTarget(milestone.target_date, milestone.target_precision)}, said{' '}
          {formatSaidOn(milestone.said_on, milestone.said_on_precision)}
          {milestone.project && (
            <>
              {' '}
              (<Link to={`/projects/${encodeURIComponent(milestone.project.slug)}`}>{milestone.project.display_name}</Link>)
            </>
          )}
          : &ldquo;{milestone.claim_text}&rdquo;{' '}
          {milestone.claim_source_url && (
            <a href={milestone.claim_source_url} rel="noopener">
              Source{milestone.claim_source_name ? `: ${milestone.claim_source_name}` : ''}
            </a>
          )}
        </p>
      )}
      {milestone.achieved_on && (
        <p className={styles.meta}>
          Reached {formatDateAsKnown(milestone.achieved_on, milestone.achieved_on_precision)}
          {milestone.achievement_source_url && (
            <>
              {' '}
              <a href={milestone.achievement_source_url} rel="noopener">
                Source{milestone.achievement_source_name ? `: ${milestone.achievement_source_name}` : ''}
              </a>
            </>
          )}
        </p>
      )}
      {history.length > 0 && (
        <ul className={styles.history} aria-label="Earlier promised dates">
          {history.map((line, i) => (
            <li key={i}>
              {line}{' '}
              <a href={milestone.revisions[i]!.source_url} rel="noopener">
                Source
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The ledger section of a detail page: `organization` or `project` says whose. */
export function MilestoneLedger({ id, filters }: { id: string; filters: Pick<MilestoneFilters, 'organization' | 'project'> }) {
  const query = useLedger(filters);
  const milestones = query.data?.milestones ?? [];
  if (!milestones.length) return null;
  return (
    <DetailSection id={id} title="Milestones">
      <ul className={styles.list}>
        {milestones.map((milestone) => (
          // The anchor an alert links to (api/src/resources/milestones/describe.ts milestoneAnchor).
          <li key={milestone.id} id={`milestone-${milestone.id}`} className={styles.entry}>
            <MilestoneEntry milestone={milestone} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/progress/milestones">Every developer&rsquo;s milestones</Link>
      </p>
    </DetailSection>
  );
}
