// /admin/:entity (issue 19 item 3): one generic list for every entity, built from the meta's
// list columns, filters and sort fields. The state (search, filters, sort, page, 'Show
// unpublished') lives in the URL and is what the API is asked for: sorting and paging happen on
// the server, so the table is in manual sorting mode. Each row links to its edit form and to its
// public page.
import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Button, ErrorState, Skeleton } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import fieldStyles from '../../../components/Fields.module.css';
import { adminListQuery, adminMetaQuery } from '../api/admin';
import type { AdminEntity, AdminRow } from '../api/types';
import { columnLabel, displayValue } from '../utils/display';
import { listSearch, listStateFromSearch, PAGE_SIZE, publicUrlOf, type ListState } from '../utils/listState';
import { AdminFrame, entityPath, loadAdmin, recordPath } from './AdminFrame';
import styles from './admin.module.css';

export async function load({ queryClient, params, search }: RouteContext) {
  await loadAdmin(queryClient);
  const entity = queryClient.getQueryData(adminMetaQuery().queryKey)?.entities.find((candidate) => candidate.name === params.entity);
  if (entity) await queryClient.prefetchQuery(adminListQuery(entity.name, listStateFromSearch(search, entity)));
}

const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, AdminRow>();
const EMPTY_ROWS: AdminRow[] = [];

function columnsOf(entity: AdminEntity): ColumnDef<typeof features, AdminRow, unknown>[] {
  const sortable = (name: string) => entity.sort_fields.includes(name);
  return [
    column.accessor((row) => row.title, {
      id: entity.title_field,
      header: columnLabel(entity, 'title'),
      enableSorting: sortable(entity.title_field),
      cell: ({ row }) => (
        <a href={recordPath(entity.name, row.original.id)} aria-label={`Edit ${row.original.title}`}>
          {row.original.title || `#${row.original.id}`}
        </a>
      ),
    }),
    ...entity.list_columns
      .filter((name) => name !== 'title' && name !== entity.title_field)
      .map((name) =>
        column.accessor((row) => row[name], {
          id: name,
          header: columnLabel(entity, name),
          enableSorting: sortable(name),
          cell: ({ getValue }) =>
            displayValue(
              entity.fields.find((field) => field.name === name),
              getValue(),
            ),
        }),
      ),
    column.display({
      id: 'public',
      header: 'Public page',
      cell: ({ row }) => {
        if (row.original.deleted_at) return <span className={styles.unpublished}>Unpublished</span>;
        const href = publicUrlOf(row.original);
        return href ? (
          <a href={href} aria-label={`View ${row.original.title} on the site`}>
            View
          </a>
        ) : (
          '—'
        );
      },
    }),
  ] as ColumnDef<typeof features, AdminRow, unknown>[];
}

const sortingOf = (sort: string): SortingState => (sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : []);

export const head = () => ({ title: 'Admin', noindex: true });

export default function AdminListPage() {
  const { entity: entityName = '' } = useParams();
  return (
    <AdminFrame entityName={entityName} title={(entity) => entity?.label_plural ?? 'Admin'}>
      {(_meta, entity) => entity && <EntityList key={entity.name} entity={entity} />}
    </AdminFrame>
  );
}

function EntityList({ entity }: { entity: AdminEntity }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = listStateFromSearch(search, entity);
  const query = useQuery(adminListQuery(entity.name, state));
  const columns = useMemo(() => columnsOf(entity), [entity]);
  const go = (next: ListState) => navigate(`${entityPath(entity.name)}${listSearch(next)}`);
  const sorting = sortingOf(state.sort);
  const table = useTable({
    features,
    columns,
    data: query.data?.results ?? EMPTY_ROWS,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      go({ ...state, sort: next ? `${next.desc ? '-' : ''}${next.id}` : '', page: 1 });
    },
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / PAGE_SIZE)) : 1;

  return (
    <>
      <div className={styles.toolbar}>
        <a href={`${entityPath(entity.name)}/new`} className={styles.addLink}>
          Add {entity.label.toLowerCase()}
        </a>
      </div>
      <ListFilters key={search.toString()} entity={entity} state={state} onApply={go} />
      {query.isPending ? (
        <div aria-busy="true">
          <Skeleton height={320} />
        </div>
      ) : query.isError ? (
        <ErrorState message={`The ${entity.label_plural.toLowerCase()} could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.muted} role="status">
            {query.data.count === 1 ? '1 record' : `${query.data.count.toLocaleString('en-US')} records`}
            {pages > 1 ? ` · page ${state.page} of ${pages}` : ''}
          </p>
          <div className={styles.tableScroll}>
            <table className={styles.table} aria-busy={query.isFetching || undefined}>
              <caption className="visually-hidden">{entity.label_plural}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : header.column.getCanSort()
                                  ? 'none'
                                  : undefined
                          }
                        >
                          {header.column.getCanSort() ? (
                            <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
                              <table.FlexRender header={header} />
                              <span aria-hidden="true" className={styles.sortMark}>
                                {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                              </span>
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length}>No record found</td>
                  </tr>
                ) : (
                  table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className={row.original.deleted_at ? styles.deletedRow : undefined}>
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id}>
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <nav aria-label="Pages" className={styles.pager}>
            {query.data.previous && state.page > 1 && (
              <a href={`${entityPath(entity.name)}${listSearch({ ...state, page: state.page - 1 })}`}>Previous page</a>
            )}
            {query.data.next && <a href={`${entityPath(entity.name)}${listSearch({ ...state, page: state.page + 1 })}`}>Next page</a>}
          </nav>
        </>
      )}
    </>
  );
}

/** A plain GET form (it works before hydration too); in the browser it navigates client-side. */
function ListFilters({ entity, state, onApply }: { entity: AdminEntity; state: ListState; onApply(next: ListState): void }) {
  const [q, setQ] = useState(state.q);
  const [filters, setFilters] = useState(state.filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...state, q: q.trim(), filters, page: 1 });
  };
  const idOf = (name: string) => `admin-filter-${name}`;
  return (
    <form
      method="get"
      action={entityPath(entity.name)}
      className={styles.filters}
      onSubmit={submit}
      aria-label={`Filter the ${entity.label_plural.toLowerCase()}`}
    >
      <div className={fieldStyles.field}>
        <label htmlFor="admin-search" className={fieldStyles.label}>
          Search
        </label>
        <input
          id="admin-search"
          name="q"
          type="search"
          maxLength={200}
          className={fieldStyles.input}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {entity.filters.map((filter) => {
        const value = filters[filter.name] ?? '';
        const change = (next: string) => setFilters({ ...filters, [filter.name]: next });
        return (
          <div key={filter.name} className={fieldStyles.field}>
            <label htmlFor={idOf(filter.name)} className={fieldStyles.label}>
              {filter.label}
            </label>
            {filter.type === 'text' ? (
              <input
                id={idOf(filter.name)}
                name={filter.name}
                maxLength={200}
                className={fieldStyles.input}
                value={value}
                onChange={(event) => change(event.target.value)}
              />
            ) : (
              <select
                id={idOf(filter.name)}
                name={filter.name}
                className={fieldStyles.input}
                value={value}
                onChange={(event) => change(event.target.value)}
              >
                <option value="">Any</option>
                {(filter.type === 'boolean'
                  ? [
                      { value: 'true', label: 'Yes' },
                      { value: 'false', label: 'No' },
                    ]
                  : (filter.options ?? [])
                ).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
      <div className={styles.filterButtons}>
        <Button type="submit">Filter</Button>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            name="deleted"
            value="include"
            checked={state.showUnpublished}
            // Applies at once, with the filters as they are in the URL.
            onChange={(event) => onApply({ ...state, showUnpublished: event.target.checked, page: 1 })}
          />
          Show unpublished
        </label>
      </div>
    </form>
  );
}
