// /review/history (issue 13 §7, staff only): the audit log, newest first, with its filters kept
// in the URL (entity type, slug, user, action, dates, page). The filter form is a plain GET form
// (it works before hydration too); in the browser it navigates client-side.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ErrorState, Skeleton } from 'mf-shared/kit';
import { redirectAfterLoad, type RouteContext } from 'mf-shared/area';
import fieldStyles from '../../../components/Fields.module.css';
import { reviewHistoryQuery, staffRedirect, type HistoryEntry } from '../api/review';
import { readableTime, readableValue } from '../utils/diff';
import { EMPTY_FILTERS, filtersFromSearch, HISTORY_ACTIONS, historySearch, type HistoryFilters } from '../utils/historyFilters';
import { ChangesTable } from './ChangesTable';
import { ReviewNav } from './ReviewNav';
import styles from './review.module.css';
import { Redirect } from '../../../components/Redirect';

export async function load({ queryClient, search }: RouteContext) {
  const query = reviewHistoryQuery(filtersFromSearch(search));
  await queryClient.prefetchQuery(query);
  redirectAfterLoad(queryClient, staffRedirect(queryClient.getQueryState(query.queryKey)?.error));
}

export const HISTORY_PATH = '/review/history';

export default function ReviewHistoryPage() {
  const [search] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = useQuery(reviewHistoryQuery(filters));
  if (query.isError) {
    const redirect = staffRedirect(query.error);
    if (redirect) return <Redirect to={redirect} />;
  }
  return (
    <section className={styles.page} aria-labelledby="history-heading">
      <h1 id="history-heading" className={styles.title}>
        Review history
      </h1>
      <ReviewNav current="history" />
      <FilterForm key={search.toString()} filters={filters} />
      {query.isPending ? (
        <div aria-busy="true" className={styles.skeletons}>
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : query.isError ? (
        <ErrorState message={query.error.message || 'The history could not be loaded.'} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.muted} role="status">
            {query.data.results.length === 0 ? 'No record found' : `Page ${filters.page}: ${query.data.results.length} entries`}
          </p>
          <ol className={styles.cards} aria-busy={query.isFetching || undefined}>
            {query.data.results.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          <nav aria-label="Pages" className={styles.pager}>
            {filters.page > 1 && <a href={`${HISTORY_PATH}${historySearch({ ...filters, page: filters.page - 1 })}`}>Previous page</a>}
            {query.data.next && <a href={`${HISTORY_PATH}${historySearch({ ...filters, page: filters.page + 1 })}`}>Next page</a>}
          </nav>
        </>
      )}
    </section>
  );
}

function FilterForm({ filters }: { filters: HistoryFilters }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(filters);
  const set = (key: keyof HistoryFilters) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${HISTORY_PATH}${historySearch({ ...values, page: 1 })}`);
  };
  return (
    <form method="get" action={HISTORY_PATH} className={styles.filters} onSubmit={submit} aria-label="Filter the history">
      <div className={fieldStyles.field}>
        <label htmlFor="history-type" className={fieldStyles.label}>
          Entity
        </label>
        <select id="history-type" name="entity_type" className={fieldStyles.input} value={values.entity_type} onChange={set('entity_type')}>
          <option value="">Organizations and projects</option>
          <option value="organization">Organizations</option>
          <option value="project">Projects</option>
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="history-slug" className={fieldStyles.label}>
          Slug
        </label>
        <input
          id="history-slug"
          name="entity_slug"
          className={fieldStyles.input}
          value={values.entity_slug}
          onChange={set('entity_slug')}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="history-user" className={fieldStyles.label}>
          User (email or id)
        </label>
        <input id="history-user" name="user" className={fieldStyles.input} value={values.user} onChange={set('user')} />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="history-action" className={fieldStyles.label}>
          Action
        </label>
        <select id="history-action" name="action" className={fieldStyles.input} value={values.action} onChange={set('action')}>
          {HISTORY_ACTIONS.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="history-from" className={fieldStyles.label}>
          From
        </label>
        <input id="history-from" name="from" type="date" className={fieldStyles.input} value={values.from} onChange={set('from')} />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="history-to" className={fieldStyles.label}>
          To
        </label>
        <input id="history-to" name="to" type="date" className={fieldStyles.input} value={values.to} onChange={set('to')} />
      </div>
      <div className={styles.filterButtons}>
        <Button type="submit">Filter</Button>
        <a href={HISTORY_PATH} onClick={() => setValues(EMPTY_FILTERS)}>
          Clear filters
        </a>
      </div>
    </form>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const path = entry.entity_slug
    ? `/${entry.entity_type === 'organization' ? 'organizations' : 'projects'}/${encodeURIComponent(entry.entity_slug)}`
    : null;
  const label = HISTORY_ACTIONS.find((action) => action.value === entry.action)?.label ?? entry.action;
  return (
    <li className={styles.card}>
      <p className={styles.historyHead}>
        <strong>{label}</strong> · {path ? <a href={path}>{entry.entity_slug}</a> : <span>{entry.entity_type}</span>} ·{' '}
        <span>{entry.user?.email ?? 'system'}</span> · <time dateTime={entry.created_at}>{readableTime(entry.created_at)}</time>
      </p>
      {entry.note && <p className={styles.noteText}>Note: {entry.note}</p>}
      {entry.changes.length > 0 ? (
        <ChangesTable changes={entry.changes} caption={`${label}: changes`} />
      ) : (
        (entry.before !== null || entry.after !== null) && (
          <p className={styles.muted}>
            {readableValue(entry.before)} → {readableValue(entry.after)}
          </p>
        )
      )}
    </li>
  );
}
