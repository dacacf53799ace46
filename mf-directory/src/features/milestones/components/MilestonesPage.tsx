// /progress/milestones (issue 26 §3): the milestone ledger of every developer — a compact ladder per
// company and a table sortable and filterable by concept, milestone and status. Filters and sorting
// are query parameters (?concept=tokamak&status=slipped&sort=target), so the page works without JavaScript.
import { Link, useLocation } from 'react-router-dom';
import type { HeadData, Milestone, MilestoneKind, MilestoneList, MilestoneStatus } from 'mf-shared';
import { EmptyState, ErrorState, Skeleton } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { ExportLinks } from '../../../components/ExportLinks';
import { MilestoneEntry, MilestoneStatusBadge } from '../../../components/MilestoneLedger';
import { milestonesQuery, useMilestones, type MilestoneFilters } from '../../../lib/api/milestonesApi';
import { formatSaidOn, formatTarget, MILESTONE_KIND_VALUES, MILESTONE_LABELS, STATUS_LABELS, STATUS_VALUES } from '../../../lib/milestones';
import { formatDateAsKnown } from 'mf-shared/kit';
import page from '../../../lib/styles/Page.module.css';
import table from '../../../lib/styles/DataTable.module.css';
import styles from './MilestonesPage.module.css';

const SORTS = ['company', 'milestone', 'date', 'status'] as const;
type Sort = (typeof SORTS)[number];
const SORT_LABELS: Record<Sort, string> = { company: 'Developer', milestone: 'Milestone', date: 'Date', status: 'Status' };

interface PageParams extends MilestoneFilters {
  sort: Sort;
  descending: boolean;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The filters and sort of the URL; anything unknown is ignored. */
export function paramsOf(search: URLSearchParams | string): PageParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const concept = params.get('concept');
  const milestone = params.get('milestone') as MilestoneKind | null;
  const status = params.get('status') as MilestoneStatus | null;
  const sort = params.get('sort') as Sort | null;
  return {
    concept: concept && SLUG.test(concept) ? concept : undefined,
    milestone: milestone && MILESTONE_KIND_VALUES.includes(milestone) ? milestone : undefined,
    status: status && STATUS_VALUES.includes(status) ? status : undefined,
    sort: sort && SORTS.includes(sort) ? sort : 'company',
    descending: params.get('dir') === 'desc',
  };
}

const filtersOf = ({ concept, milestone, status }: PageParams): MilestoneFilters => ({ concept, milestone, status });

function urlOf(params: PageParams, change: Partial<PageParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.concept) query.set('concept', next.concept);
  if (next.milestone) query.set('milestone', next.milestone);
  if (next.status) query.set('status', next.status);
  if (next.sort !== 'company') query.set('sort', next.sort);
  if (next.descending) query.set('dir', 'desc');
  const text = query.toString();
  return `/progress/milestones${text ? `?${text}` : ''}`;
}

const TITLE = 'Fusion milestones: promised and reached';

export const load = ({ queryClient, search }: RouteContext) => queryClient.prefetchQuery(milestonesQuery(filtersOf(paramsOf(search))));

export const head = (): HeadData => ({
  title: TITLE,
  description:
    'The milestone ledger of fusion developers: first plasma, Q > 1, grid electricity and a commercial plant — what each promised, ' +
    'when, and whether it was met or slipped, every claim with its source.',
});

/** The date a milestone is placed at: its achievement, else its promise. */
const placedOn = (m: Milestone) => m.achieved_on ?? m.target_date;
const STATUS_ORDER: Record<MilestoneStatus, number> = { slipped: 0, pending: 1, met: 2 };

function sorted(milestones: readonly Milestone[], sort: Sort, descending: boolean): Milestone[] {
  const name = (m: Milestone) => (m.organization ?? m.project)?.display_name.toLowerCase() ?? '';
  const rank = (m: Milestone) => MILESTONE_KIND_VALUES.indexOf(m.kind);
  const compare: Record<Sort, (a: Milestone, b: Milestone) => number> = {
    company: (a, b) => name(a).localeCompare(name(b)) || rank(a) - rank(b),
    milestone: (a, b) => rank(a) - rank(b) || name(a).localeCompare(name(b)),
    // Undated last whichever the direction.
    date: (a, b) => (placedOn(a) ?? '9999').localeCompare(placedOn(b) ?? '9999') || name(a).localeCompare(name(b)),
    status: (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (b.months_slipped ?? 0) - (a.months_slipped ?? 0) ||
      name(a).localeCompare(name(b)),
  };
  const list = [...milestones].sort(compare[sort]);
  return descending ? list.reverse() : list;
}

function Filters({ params, list }: { params: PageParams; list: MilestoneList | undefined }) {
  return (
    <form method="get" action="/progress/milestones" className={styles.filters} aria-label="Filter the milestones">
      <label>
        Concept
        {/* Keyed by the loaded concepts: its default must meet its option (the list comes with the data). */}
        <select name="concept" defaultValue={params.concept ?? ''} key={list ? 'loaded' : 'loading'}>
          <option value="">All concepts</option>
          {(list?.concepts ?? []).map((concept) => (
            <option key={concept.slug} value={concept.slug}>
              {concept.display_name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Milestone
        <select name="milestone" defaultValue={params.milestone ?? ''}>
          <option value="">All milestones</option>
          {MILESTONE_KIND_VALUES.map((kind) => (
            <option key={kind} value={kind}>
              {MILESTONE_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select name="status" defaultValue={params.status ?? ''}>
          <option value="">Any status</option>
          {STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      {params.sort !== 'company' && <input type="hidden" name="sort" value={params.sort} />}
      {params.descending && <input type="hidden" name="dir" value="desc" />}
      <button type="submit">Show</button>
      {(params.concept || params.milestone || params.status) && (
        <Link to={urlOf(params, { concept: undefined, milestone: undefined, status: undefined })}>Clear filters</Link>
      )}
    </form>
  );
}

/** A compact ladder per company: its milestones in the ladder's order, each with its date and status. */
function Timelines({ milestones }: { milestones: readonly Milestone[] }) {
  const byCompany = new Map<string, { name: string; slug: string | null; items: Milestone[] }>();
  for (const m of sorted(milestones, 'company', false)) {
    const subject = m.organization ?? m.project!;
    const key = m.organization ? `o:${subject.slug}` : `p:${subject.slug}`;
    if (!byCompany.has(key)) byCompany.set(key, { name: subject.display_name, slug: m.organization?.slug ?? null, items: [] });
    byCompany.get(key)!.items.push(m);
  }
  return (
    <ul className={styles.timelines}>
      {[...byCompany.entries()].map(([key, company]) => (
        <li key={key}>
          <h3>{company.slug ? <Link to={`/organizations/${encodeURIComponent(company.slug)}`}>{company.name}</Link> : company.name}</h3>
          <ol className={styles.ladder} aria-label={`${company.name}: milestones in the ladder's order`}>
            {company.items.map((m) => (
              <li key={m.id} className={`${styles.step} ${styles[`step_${m.status}`] ?? ''}`}>
                <strong>{MILESTONE_LABELS[m.kind]}</strong>
                <span className={styles.stepDate}>
                  {m.achieved_on
                    ? formatDateAsKnown(m.achieved_on, m.achieved_on_precision)
                    : `for ${formatTarget(m.target_date, m.target_precision)}`}
                </span>
                <MilestoneStatusBadge milestone={m} />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

function SortHeader({ params, sort }: { params: PageParams; sort: Sort }) {
  const current = params.sort === sort;
  const descending = current && params.descending;
  return (
    <th scope="col" aria-sort={current ? (descending ? 'descending' : 'ascending') : undefined}>
      <Link to={urlOf(params, { sort, descending: current ? !params.descending : false })}>
        {SORT_LABELS[sort]}
        {current ? (descending ? ' ↓' : ' ↑') : ''}
      </Link>
    </th>
  );
}

function LedgerTable({ params, milestones }: { params: PageParams; milestones: readonly Milestone[] }) {
  return (
    <div className={table.tableWrap}>
      <table className={`${table.table} ${styles.table}`}>
        <caption>
          Every claim and achievement, sorted by {SORT_LABELS[params.sort].toLowerCase()}
          {params.descending ? ' (descending)' : ''}. Choose a column heading to sort by it.
        </caption>
        <thead>
          <tr>
            <SortHeader params={params} sort="company" />
            <SortHeader params={params} sort="milestone" />
            <SortHeader params={params} sort="date" />
            <th scope="col">Said</th>
            <SortHeader params={params} sort="status" />
            <th scope="col">Claim, achievement and sources</th>
          </tr>
        </thead>
        <tbody>
          {sorted(milestones, params.sort, params.descending).map((m) => (
            <tr key={m.id}>
              <th scope="row">
                {m.organization ? (
                  <Link to={`/organizations/${encodeURIComponent(m.organization.slug)}`}>{m.organization.display_name}</Link>
                ) : (
                  m.project?.display_name
                )}
              </th>
              <td>
                {MILESTONE_LABELS[m.kind]}
                {m.record_description ? ` (${m.record_description})` : ''}
              </td>
              <td>
                {m.achieved_on
                  ? formatDateAsKnown(m.achieved_on, m.achieved_on_precision)
                  : formatTarget(m.target_date, m.target_precision)}
              </td>
              <td>{m.claim_text ? formatSaidOn(m.said_on, m.said_on_precision) : '—'}</td>
              <td>
                <MilestoneStatusBadge milestone={m} />
              </td>
              <td className={styles.claim}>
                <MilestoneEntry milestone={m} withTitle={false} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function MilestonesPage() {
  const { search } = useLocation();
  const params = paramsOf(search);
  const query = useMilestones(filtersOf(params));
  const list = query.data;
  const counts = { met: 0, pending: 0, slipped: 0 };
  for (const m of list?.milestones ?? []) counts[m.status] += 1;
  const developers = new Set((list?.milestones ?? []).map((m) => m.organization?.slug ?? m.project?.slug)).size;

  return (
    <div className={page.page}>
      <header className={page.headerWithIntro}>
        <div>
          <h1 className={page.title}>{TITLE}</h1>
          <p className={page.intro}>
            One ladder for every concept — first plasma, records, D-T fuel, Q<sub>sci</sub> &gt; 1, Q<sub>eng</sub> &gt; 1, first
            electricity to a grid, a commercial plant. Each claim keeps what was promised, when it was said and its source; a date that has
            passed without an achievement shows as slipped (a year-only date after 31 December). See also the{' '}
            <Link to="/progress">Lawson chart</Link>.
          </p>
        </div>
        {/* The files hold what the filters select (the sort is the page's own: the files are by developer). */}
        <ExportLinks dataset="milestones" params={{ ...filtersOf(params) }} description="these milestones" />
      </header>
      <Filters params={params} list={list} />
      {query.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height={48} />
          <Skeleton height={360} />
        </div>
      ) : query.isError || !list ? (
        <ErrorState message="The milestones could not be loaded." onRetry={() => void query.refetch()} />
      ) : list.milestones.length === 0 ? (
        <EmptyState />
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <p className={styles.summary}>
            {list.milestones.length} milestones of {developers} developers: {counts.met} met, {counts.pending} pending, {counts.slipped}{' '}
            slipped (as of {formatDateAsKnown(list.today, 'day')}).
          </p>
          <section className={styles.section} aria-labelledby="timelines-title">
            <h2 id="timelines-title">By developer</h2>
            <Timelines milestones={list.milestones} />
          </section>
          <section className={styles.section} aria-labelledby="table-title">
            <h2 id="table-title">Every milestone and its sources</h2>
            <LedgerTable params={params} milestones={list.milestones} />
          </section>
        </div>
      )}
    </div>
  );
}
