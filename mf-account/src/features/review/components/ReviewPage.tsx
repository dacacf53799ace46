// /review (issue 13 §7, staff only): pending claims, new entries and supplier links, a page at a
// time (newest first unless asked otherwise), filtered by kind, text or account email (kept in
// the URL, like the history's). Each request shows the requester, the entity and, for new
// entries, what they hold and the readable diff of the edits since they were added; staff approve
// or reject with a note, or disable the requester's account (after a confirmation). Signed out →
// /sign-in (the route rule); signed in but not staff → /profile (the queue's 403, on the server
// and in the browser).
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'mf-shared';
import { Button, formatDate, ErrorState, Skeleton } from 'mf-shared/kit';
import { redirect, useHydrated, type RouteContext } from 'mf-shared/area';
import fieldStyles from '../../../components/Fields.module.css';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  disableAccount,
  REVIEW_QUERY_ROOT,
  reviewQueueQuery,
  staffRedirect,
  type ClaimRequest,
  type NewEntry,
  type Requester,
  type SupplierLink,
} from '../api/review';
import { readableValue } from '../../../lib/diff';
import {
  EMPTY_QUEUE_FILTERS,
  QUEUE_KINDS,
  queueFiltersFromSearch,
  queueSearch,
  type QueueFilters,
  type QueueKind,
} from '../utils/queueFilters';
import { ChangesTable } from '../../../components/ChangesTable';
import cardStyles from '../../../components/StaffCards.module.css';
import { DecisionForm } from './DecisionForm';
import { ReviewNav } from './ReviewNav';
import styles from './review.module.css';

export const QUEUE_PATH = '/review';

export async function load({ queryClient, search }: RouteContext) {
  const query = reviewQueueQuery(queueFiltersFromSearch(search));
  await queryClient.prefetchQuery(query);
  const target = staffRedirect(queryClient.getQueryState(query.queryKey)?.error);
  if (target) throw redirect(target);
}

export const head = () => ({ title: 'Review queue', noindex: true });

const entityPath = (type: 'organization' | 'project', slug: string) =>
  `/${type === 'organization' ? 'organizations' : 'projects'}/${encodeURIComponent(slug)}`;

export default function ReviewPage() {
  const [search] = useSearchParams();
  const filters = queueFiltersFromSearch(search);
  const query = useQuery(reviewQueueQuery(filters));
  const hydrated = useHydrated();
  // Not staff: the route's loader is sending the visitor to /profile.
  if (query.isError && staffRedirect(query.error)) return null;
  const links = query.data?.supplier_links ?? [];
  return (
    <section className={styles.page} aria-labelledby="review-heading">
      <h1 id="review-heading" className={styles.title}>
        Review queue
      </h1>
      <ReviewNav current="queue" />
      <QueueFilterForm key={search.toString()} filters={filters} />
      {query.isPending ? (
        <div aria-busy="true" className={styles.skeletons}>
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      ) : query.isError ? (
        <ErrorState message="The review queue could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.count !== undefined && (
            <p className={styles.muted} role="status">
              {query.data.count === 1 ? '1 request awaiting review' : `${query.data.count} requests awaiting review`}
              {filters.page > 1 || query.data.next ? ` · page ${filters.page}` : ''}
            </p>
          )}
          <section className={styles.section} aria-labelledby="review-claims" aria-busy={query.isFetching || undefined}>
            <h2 id="review-claims" className={styles.sectionTitle}>
              Claims <span className={styles.count}>({query.data.claims.length})</span>
            </h2>
            {query.data.claims.length === 0 ? (
              <p className={styles.muted}>No record found</p>
            ) : (
              <ul className={cardStyles.cards}>
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
              <ul className={cardStyles.cards}>
                {query.data.new_entries.map((entry) => (
                  <EntryCard key={`${entry.type}-${entry.id}`} entry={entry} disabled={!hydrated} />
                ))}
              </ul>
            )}
          </section>
          {(links.length > 0 || filters.kind === 'supplier_link') && (
            <section className={styles.section} aria-labelledby="review-links">
              <h2 id="review-links" className={styles.sectionTitle}>
                Supplier links <span className={styles.count}>({links.length})</span>
              </h2>
              {links.length === 0 ? (
                <p className={styles.muted}>No record found</p>
              ) : (
                <ul className={cardStyles.cards}>
                  {links.map((link) => (
                    <SupplierLinkCard key={link.id} link={link} disabled={!hydrated} />
                  ))}
                </ul>
              )}
            </section>
          )}
          <nav aria-label="Pages" className={styles.pager}>
            {filters.page > 1 && <a href={`${QUEUE_PATH}${queueSearch({ ...filters, page: filters.page - 1 })}`}>Previous page</a>}
            {query.data.next && <a href={`${QUEUE_PATH}${queueSearch({ ...filters, page: filters.page + 1 })}`}>Next page</a>}
          </nav>
        </>
      )}
    </section>
  );
}

/** A plain GET form (it works before hydration too); in the browser it navigates client-side. */
function QueueFilterForm({ filters }: { filters: QueueFilters }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(filters);
  const set = (key: 'kind' | 'q' | 'email' | 'sort') => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${QUEUE_PATH}${queueSearch({ ...values, kind: values.kind as QueueKind, page: 1 })}`);
  };
  return (
    <form method="get" action={QUEUE_PATH} className={styles.filters} onSubmit={submit} aria-label="Filter the queue">
      <div className={fieldStyles.field}>
        <label htmlFor="queue-kind" className={fieldStyles.label}>
          Kind
        </label>
        <select id="queue-kind" name="kind" className={fieldStyles.input} value={values.kind} onChange={set('kind')}>
          {QUEUE_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="queue-text" className={fieldStyles.label}>
          Text (name, slug or requester)
        </label>
        <input id="queue-text" name="q" maxLength={200} className={fieldStyles.input} value={values.q} onChange={set('q')} />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="queue-email" className={fieldStyles.label}>
          Account email
        </label>
        <input
          id="queue-email"
          name="email"
          type="email"
          maxLength={320}
          className={fieldStyles.input}
          value={values.email}
          onChange={set('email')}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="queue-sort" className={fieldStyles.label}>
          Order
        </label>
        <select id="queue-sort" name="sort" className={fieldStyles.input} value={values.sort} onChange={set('sort')}>
          <option value="">Newest first</option>
          <option value="requested_at">Oldest first</option>
        </select>
      </div>
      <div className={styles.filterButtons}>
        <Button type="submit">Filter</Button>
        <a href={QUEUE_PATH} onClick={() => setValues(EMPTY_QUEUE_FILTERS)}>
          Clear filters
        </a>
      </div>
    </form>
  );
}

/** Disable the requester's account, after a confirmation: its requests then leave the queue. */
function DisableAccount({ requester, disabled }: { requester: Requester | null; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!requester) return null;
  const confirm = async () => {
    setConfirming(false);
    setSending(true);
    setProblem(null);
    const outcome = await disableAccount(requester.id);
    setSending(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    toast(outcome.message, { kind: 'success' });
    await queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_ROOT });
  };
  return (
    <div className={styles.accountAction}>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        loading={sending}
        disabled={disabled || sending}
        aria-label={`Disable account ${requester.email}`}
      >
        Disable account
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Disable this account?"
        text={
          `${requester.email} will no longer be able to sign in and is signed out everywhere. ` +
          'Their pending requests leave the queue; they are kept, and come back if the account is enabled again.'
        }
        confirmLabel="Disable account"
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </div>
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
    <li className={cardStyles.card} aria-labelledby={headingId}>
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
      <DisableAccount requester={claim.requester} disabled={disabled} />
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
    <li className={cardStyles.card} aria-labelledby={headingId}>
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
      <ChangesTable
        changes={entry.changes_since_added}
        caption={`Changes to ${entry.display_name} since it was added`}
        emptyText="No changes recorded."
      />
      <DecisionForm type={entry.type} id={entry.id} subject={`${noun.toLowerCase()} ${entry.display_name}`} disabled={disabled} />
      <DisableAccount requester={entry.requester} disabled={disabled} />
    </li>
  );
}

function SupplierLinkCard({ link, disabled }: { link: SupplierLink; disabled: boolean }) {
  const headingId = `supplier-link-${link.id}`;
  const subject = `the supplier link of ${link.supplier.display_name} to ${link.project.display_name}`;
  return (
    <li className={cardStyles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        Supplier link: <a href={entityPath('organization', link.supplier.slug)}>{link.supplier.display_name}</a> supplies{' '}
        <a href={entityPath('project', link.project.slug)}>{link.project.display_name}</a>
        {!link.supplier.is_approved && <span className={styles.pending}>supplier not approved yet</span>}
      </h3>
      <dl className={styles.facts}>
        <Fact label="Requested by">
          <RequesterLine requester={link.requester} />
        </Fact>
        <Fact label="Requested">{formatDate(link.requested_at)}</Fact>
        <Fact label="Categories">{link.categories.map((category) => category.name).join(', ') || readableValue(null)}</Fact>
        <Fact label="Description">{readableValue(link.description)}</Fact>
        <Fact label="Announcement">{readableValue(link.announcement_url)}</Fact>
      </dl>
      <DecisionForm type="supplier_link" id={link.id} subject={subject} disabled={disabled} />
      <DisableAccount requester={link.requester} disabled={disabled} />
    </li>
  );
}
