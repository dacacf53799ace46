// /admin/history (issue 19 item 4, staff only): every audited change, newest first, filtered by
// record, person and dates (kept in the URL; a plain GET form that works before hydration), each
// with its field diff (long text folded behind a toggle). 'Revert' asks first; a 409 shows the
// later change that touched the same fields.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'mf-shared';
import { Button, ErrorState, Skeleton } from 'mf-shared/kit';
import { useHydrated, type RouteContext } from 'mf-shared/area';
import fieldStyles from '../../../components/Fields.module.css';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ChangesTable } from '../../../components/ChangesTable';
import { readableTime } from '../../../lib/diff';
import cardStyles from '../../../components/StaffCards.module.css';
import { ADMIN_QUERY_ROOT } from '../api/admin';
import { adminHistoryQuery, HISTORY_QUERY_ROOT, revertChange, type HistoryEntry } from '../api/history';
import { EMPTY_HISTORY_FILTERS, historyFiltersFromSearch, historySearch, type HistoryFilters } from '../utils/historyFilters';
import { AdminFrame, HISTORY_PATH, loadAdmin } from './AdminFrame';
import styles from './admin.module.css';

export async function load({ queryClient, search }: RouteContext) {
  const query = adminHistoryQuery(historyFiltersFromSearch(search));
  await queryClient.prefetchQuery(query);
  await loadAdmin(queryClient, query);
}

/** Longer values are folded to this many characters until 'Show all'. */

export const HISTORY_TEXT = {
  revertTitle: 'Revert this change?',
  revertText:
    'The fields it changed get their earlier values back (a creation is unpublished, a deletion restored). The revert is itself recorded.',
  conflictTitle: 'A later change touched the same fields:',
};

export const head = () => ({ title: 'History', noindex: true });

export default function AdminHistoryPage() {
  const [search] = useSearchParams();
  const filters = historyFiltersFromSearch(search);
  const query = useQuery(adminHistoryQuery(filters));
  return (
    <AdminFrame title={() => 'History'} current="history">
      {() => (
        <>
          <FilterForm key={search.toString()} filters={filters} />
          {query.isPending ? (
            <div aria-busy="true">
              <Skeleton height={120} />
            </div>
          ) : query.isError ? (
            <ErrorState message={query.error.message || 'The history could not be loaded.'} onRetry={() => void query.refetch()} />
          ) : (
            <>
              <p className={styles.muted} role="status">
                {query.data.count === 0 ? 'No change found' : `${query.data.count} changes · page ${filters.page}`}
              </p>
              <ol className={cardStyles.cards} aria-label="Changes" aria-busy={query.isFetching || undefined}>
                {query.data.results.map((entry) => (
                  <li key={entry.id} className={cardStyles.card}>
                    <ChangeEntry entry={entry} />
                  </li>
                ))}
              </ol>
              <nav aria-label="Pages" className={styles.pager}>
                {filters.page > 1 && <a href={`${HISTORY_PATH}${historySearch({ ...filters, page: filters.page - 1 })}`}>Previous page</a>}
                {query.data.next && <a href={`${HISTORY_PATH}${historySearch({ ...filters, page: filters.page + 1 })}`}>Next page</a>}
              </nav>
            </>
          )}
        </>
      )}
    </AdminFrame>
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
  const input = (key: keyof HistoryFilters, label: string, type = 'text') => (
    <div className={fieldStyles.field}>
      <label htmlFor={`history-${key}`} className={fieldStyles.label}>
        {label}
      </label>
      <input id={`history-${key}`} name={key} type={type} className={fieldStyles.input} value={values[key]} onChange={set(key)} />
    </div>
  );
  return (
    <form method="get" action={HISTORY_PATH} className={styles.filters} onSubmit={submit} aria-label="Filter the history">
      {input('entity_type', 'Record type (e.g. organizations)')}
      {input('entity_id', 'Record id or key')}
      {input('actor', 'Person (email or id)')}
      {input('q', 'Text')}
      {input('from', 'From', 'date')}
      {input('to', 'To', 'date')}
      <div className={styles.filterButtons}>
        <Button type="submit">Filter</Button>
        <a href={HISTORY_PATH} onClick={() => setValues(EMPTY_HISTORY_FILTERS)}>
          Clear filters
        </a>
      </div>
    </form>
  );
}

function EntryHead({ entry }: { entry: HistoryEntry }) {
  const { record } = entry;
  return (
    <p className={styles.historyHead}>
      <strong>
        #{entry.id} {entry.action}
      </strong>{' '}
      · {record.admin_url ? <a href={record.admin_url}>{record.label}</a> : <span>{record.label}</span>} ·{' '}
      <span>{entry.actor?.email ?? 'system'}</span> · <time dateTime={entry.created_at}>{readableTime(entry.created_at)}</time>
      {entry.reverts !== null && <> · reverts #{entry.reverts}</>}
    </p>
  );
}

function ChangeEntry({ entry }: { entry: HistoryEntry }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; conflict?: HistoryEntry } | null>(null);

  const revert = async () => {
    setAsking(false);
    setBusy(true);
    setRefusal(null);
    const outcome = await revertChange(entry.id);
    setBusy(false);
    if (!outcome.ok) return setRefusal(outcome);
    toast(outcome.message, { kind: 'success' });
    void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_ROOT });
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'record'] });
  };

  return (
    <article aria-label={`Change #${entry.id}`}>
      <EntryHead entry={entry} />
      {entry.note && <p className={styles.noteText}>Note: {entry.note}</p>}
      <ChangesTable changes={entry.changes} caption={`Change #${entry.id}: fields`} emptyText="No field changed." />
      {entry.revertible ? (
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={!hydrated || busy} loading={busy}>
          Revert
        </Button>
      ) : (
        <p className={styles.muted}>{entry.not_revertible_reason}</p>
      )}
      {refusal && (
        <div role="alert" className={styles.conflict}>
          <p>{refusal.message}</p>
          {refusal.conflict && (
            <section aria-label={`Later change #${refusal.conflict.id}`}>
              <p>{HISTORY_TEXT.conflictTitle}</p>
              <EntryHead entry={refusal.conflict} />
              <ChangesTable
                changes={refusal.conflict.changes}
                caption={`Change #${refusal.conflict.id}: fields`}
                emptyText="No field changed."
              />
            </section>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={HISTORY_TEXT.revertTitle}
        text={HISTORY_TEXT.revertText}
        confirmLabel="Revert"
        cancelLabel="Cancel"
        onConfirm={() => void revert()}
        onClose={() => setAsking(false)}
      />
    </article>
  );
}
