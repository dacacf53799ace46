// /review (issue 13 §7, staff only): pending claims and new entries, oldest first, each with the
// requester, the entity and, for new entries, what they hold and the readable diff of the edits
// since they were added; staff approve or reject with a note. Signed out → /sign-in (the route
// rule); signed in but not staff → /profile (the queue's 403, on the server and in the browser).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, ErrorState, Skeleton } from 'mf-shared/kit';
import { redirectAfterLoad, useHydrated, type RouteContext } from 'mf-shared/area';
import { reviewQueueQuery, staffRedirect, type ClaimRequest, type NewEntry, type Requester } from '../api/review';
import { readableValue } from '../utils/diff';
import { ChangesTable } from './ChangesTable';
import { DecisionForm } from './DecisionForm';
import { ReviewNav } from './ReviewNav';
import styles from './review.module.css';
import { Redirect } from '../../../components/Redirect';

export async function load({ queryClient }: RouteContext) {
  await queryClient.prefetchQuery(reviewQueueQuery());
  redirectAfterLoad(queryClient, staffRedirect(queryClient.getQueryState(reviewQueueQuery().queryKey)?.error));
}

const entityPath = (type: 'organization' | 'project', slug: string) =>
  `/${type === 'organization' ? 'organizations' : 'projects'}/${encodeURIComponent(slug)}`;

export default function ReviewPage() {
  const query = useQuery(reviewQueueQuery());
  const hydrated = useHydrated();
  if (query.isError) {
    const redirect = staffRedirect(query.error);
    if (redirect) return <Redirect to={redirect} />;
  }
  return (
    <section className={styles.page} aria-labelledby="review-heading">
      <h1 id="review-heading" className={styles.title}>
        Review queue
      </h1>
      <ReviewNav current="queue" />
      {query.isPending ? (
        <div aria-busy="true" className={styles.skeletons}>
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      ) : query.isError ? (
        <ErrorState message="The review queue could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="review-claims">
            <h2 id="review-claims" className={styles.sectionTitle}>
              Claims <span className={styles.count}>({query.data.claims.length})</span>
            </h2>
            {query.data.claims.length === 0 ? (
              <p className={styles.muted}>No record found</p>
            ) : (
              <ul className={styles.cards}>
                {query.data.claims.map((claim) => (
                  <ClaimCard key={`${claim.type}-${claim.id}`} claim={claim} disabled={!hydrated} />
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="review-entries">
            <h2 id="review-entries" className={styles.sectionTitle}>
              New entries <span className={styles.count}>({query.data.new_entries.length})</span>
            </h2>
            {query.data.new_entries.length === 0 ? (
              <p className={styles.muted}>No record found</p>
            ) : (
              <ul className={styles.cards}>
                {query.data.new_entries.map((entry) => (
                  <EntryCard key={`${entry.type}-${entry.id}`} entry={entry} disabled={!hydrated} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RequesterLine({ requester }: { requester: Requester | null }) {
  if (!requester) return <span className={styles.muted}>A deleted account</span>;
  return (
    <>
      {requester.full_name || requester.email} (<a href={`mailto:${requester.email}`}>{requester.email}</a>){' '}
      <span className={requester.verified ? styles.verified : styles.unverified}>{requester.verified ? 'verified' : 'not verified'}</span>
    </>
  );
}

function ClaimCard({ claim, disabled }: { claim: ClaimRequest; disabled: boolean }) {
  const noun = claim.entity.type === 'organization' ? 'Organization' : 'Project';
  const headingId = `claim-${claim.type}-${claim.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {noun} claim: <a href={entityPath(claim.entity.type, claim.entity.slug)}>{claim.entity.display_name}</a>
        {!claim.entity.is_approved && <span className={styles.pending}>not approved yet</span>}
      </h3>
      <dl className={styles.facts}>
        <Fact label="Requested by">
          <RequesterLine requester={claim.requester} />
        </Fact>
        <Fact label="Requested">{formatDate(claim.requested_at)}</Fact>
        {claim.previous_decision && (
          <Fact label="Earlier decision">
            Rejected on {formatDate(claim.previous_decision.decided_at)}
            {claim.previous_decision.note ? `: “${claim.previous_decision.note}”` : ''}
          </Fact>
        )}
      </dl>
      <DecisionForm
        type={claim.type}
        id={claim.id}
        subject={`the claim of ${claim.entity.display_name} by ${claim.requester?.email ?? 'a deleted account'}`}
        disabled={disabled}
      />
    </li>
  );
}

/** The entry's scalar fields and tag names, as a reader sees them. */
function contentFacts(content: Record<string, unknown> | null): [string, string][] {
  if (!content) return [];
  const skip = new Set(['id', 'slug', 'version', 'is_approved', 'display_name', 'is_affiliate']);
  const facts: [string, string][] = [];
  for (const [key, value] of Object.entries(content)) {
    if (skip.has(key) || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'organization_tags' && Array.isArray(value))
      facts.push(['tags', value.map((tag) => (tag as { name: string }).name).join(', ')]);
    else if (key === 'concept' && value && typeof value === 'object')
      facts.push(['concept', (value as { display_name: string }).display_name]);
    else if (key === 'affiliated_organizations' && Array.isArray(value))
      facts.push(['organizations', value.map((item) => (item as { display_name: string }).display_name).join(', ')]);
    else if (typeof value !== 'object') facts.push([key.replace(/_/g, ' '), readableValue(value)]);
  }
  return facts;
}

function EntryCard({ entry, disabled }: { entry: NewEntry; disabled: boolean }) {
  const noun = entry.type === 'organization' ? 'New organization' : 'New project';
  const headingId = `entry-${entry.type}-${entry.id}`;
  const facts = contentFacts(entry.content);
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {noun}: <a href={entityPath(entry.type, entry.slug)}>{entry.display_name}</a>
      </h3>
      <dl className={styles.facts}>
        <Fact label="Added by">
          <RequesterLine requester={entry.requester} />
        </Fact>
        <Fact label="Added">{formatDate(entry.created_at)}</Fact>
        <Fact label="Edits since">{entry.edits}</Fact>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </dl>
      <h4 className={styles.subTitle}>Changes since it was added</h4>
      <ChangesTable changes={entry.changes_since_added} caption={`Changes to ${entry.display_name} since it was added`} />
      <DecisionForm type={entry.type} id={entry.id} subject={`${noun.toLowerCase()} ${entry.display_name}`} disabled={disabled} />
    </li>
  );
}
