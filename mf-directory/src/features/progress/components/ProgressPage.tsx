// /progress (issue 26): fusion results against the Lawson criterion — the triple product n T τ
// against ion temperature and against time, every point with its source, from the MIT-licensed
// dataset of Wurzel & Hsu. ?concept=<slug> narrows it on the server, with or without JavaScript.
import { Link, useLocation } from 'react-router-dom';
import type { HeadData, PerformancePoint, PerformancePointList } from 'mf-shared';
import { EmptyState, ErrorState, Skeleton } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { ExportLinks } from '../../../components/ExportLinks';
import { progressPointsQuery, useProgressPoints } from '../api/progressApi';
import { formatScientific, KIND_LABELS, shortSource } from '../../../lib/performance';
import { CONCEPT_COLOURS, conceptColour, pointDate } from '../lib/points';
import { LawsonChartSlot } from './LawsonChartSlot';
import page from '../../../lib/styles/Page.module.css';
import table from '../../../lib/styles/DataTable.module.css';
import styles from './ProgressPage.module.css';

/** The concept of the URL (?concept=stellarator), or null for all. */
export function conceptOf(search: URLSearchParams | string): string | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('concept');
  return value && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : null;
}

function progressHead(list: PerformancePointList | undefined): HeadData {
  const subject = list?.concept ? `${list.concept.display_name}: ` : '';
  return {
    title: list?.concept ? `Fusion progress: ${list.concept.display_name}` : 'Fusion progress',
    description:
      `${subject}fusion experiments against the Lawson criterion: the triple product n T τ against ion temperature and by year, ` +
      'with the D-T ignition and breakeven requirements, every point with its source.',
  };
}

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
export const load = ({ queryClient, search }: RouteContext) => queryClient.prefetchQuery(progressPointsQuery(conceptOf(search)));

export const head = ({ queryClient, search }: RouteContext) =>
  progressHead(queryClient.getQueryData(progressPointsQuery(conceptOf(search)).queryKey));

function MarkerIcon({ kind, colour = 'var(--color-ink)' }: { kind: PerformancePoint['kind']; colour?: string }) {
  return (
    <svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true" focusable="false" className={styles.markerIcon}>
      {kind === 'projection' ? (
        <path d="M0,-6L6,5L-6,5Z" fill="white" stroke={colour} strokeWidth={2} />
      ) : kind === 'company claim' ? (
        <path d="M0,-6L6,0L0,6L-6,0Z" fill={colour} />
      ) : (
        <circle r={5} fill={colour} />
      )}
    </svg>
  );
}

function ConceptNav({ list, current }: { list: PerformancePointList; current: string | null }) {
  const total = list.concepts.reduce((sum, concept) => sum + concept.count, 0);
  return (
    <nav aria-label="Concepts" className={styles.conceptNav}>
      <ul>
        <li>
          <Link to="/progress" aria-current={current === null ? 'page' : undefined}>
            All concepts
          </Link>
        </li>
        {list.concepts.map((concept) => (
          <li key={concept.slug}>
            <Link to={`/progress?concept=${concept.slug}`} aria-current={current === concept.slug ? 'page' : undefined}>
              {concept.display_name} <span className={styles.count}>{concept.count}</span>
            </Link>
          </li>
        ))}
      </ul>
      {current === null && total > 0 && (
        <p className={styles.navNote}>
          A few points (stabilized pinch, spheromak) have no concept of this directory and show under all concepts only.
        </p>
      )}
    </nav>
  );
}

function Legend({ points }: { points: readonly PerformancePoint[] }) {
  const concepts = [...new Set(points.filter((p) => p.on_lawson_chart).map((p) => p.dataset_concept ?? ''))].filter(Boolean);
  const kinds = [...new Set(points.map((p) => p.kind))];
  return (
    <div className={styles.legend}>
      <ul aria-label="Concepts (colour)">
        {concepts.map((concept) => (
          <li key={concept}>
            <span
              className={styles.swatch}
              style={{ background: CONCEPT_COLOURS[concept] ?? 'var(--color-ink-subtle)' }}
              aria-hidden="true"
            />
            {concept}
          </li>
        ))}
      </ul>
      <ul aria-label="Requirements (D-T)">
        <li>
          <span className={`${styles.band} ${styles.ignition}`} aria-hidden="true" />
          <span>
            Magnetic confinement, ignition (Q<sub>sci</sub> = ∞)
          </span>
        </li>
        <li>
          <span className={`${styles.band} ${styles.breakeven}`} aria-hidden="true" />
          <span>
            Magnetic confinement, scientific breakeven (Q<sub>sci</sub> = 1)
          </span>
        </li>
        <li>
          <span className={styles.icf} aria-hidden="true" />
          Indirect-drive inertial fusion, ignition
        </li>
      </ul>
      <ul aria-label="Kinds of point (marker)">
        {kinds.map((kind) => (
          <li key={kind}>
            <MarkerIcon kind={kind} />
            {KIND_LABELS[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PointsTable({ points }: { points: readonly PerformancePoint[] }) {
  return (
    <div className={`${table.tableWrap} ${styles.tableWrap}`}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">Machine</th>
            <th scope="col">Shot</th>
            <th scope="col">Date</th>
            <th scope="col">Concept</th>
            <th scope="col" className={table.number}>
              T (keV)
            </th>
            <th scope="col" className={table.number}>
              n T τ (keV·m⁻³·s)
            </th>
            <th scope="col" className={table.number}>
              Q<sub>sci</sub>
            </th>
            <th scope="col">Kind</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <th scope="row">
                {point.project ? (
                  <Link to={`/projects/${encodeURIComponent(point.project.slug)}`}>{point.machine_name}</Link>
                ) : (
                  point.machine_name
                )}
              </th>
              <td>{point.shot}</td>
              <td className={table.nowrap}>
                <time dateTime={point.date_precision === 'year' ? point.date.slice(0, 4) : point.date}>{pointDate(point)}</time>
              </td>
              <td>
                <span className={styles.swatch} style={{ background: conceptColour(point) }} aria-hidden="true" />
                {point.dataset_concept ?? point.concept?.display_name ?? '—'}
              </td>
              <td className={table.number}>{point.ion_temperature_kev ?? '—'}</td>
              <td className={table.number} title={point.triple_product_basis ?? undefined}>
                {point.triple_product != null ? formatScientific(point.triple_product) : '—'}
              </td>
              <td className={table.number}>{point.q_sci != null ? point.q_sci.toPrecision(2) : '—'}</td>
              <td>{KIND_LABELS[point.kind]}</td>
              <td>
                <a href={point.source_url} rel="noopener">
                  {shortSource(point)}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Methodology({ list }: { list: PerformancePointList }) {
  const { dataset } = list;
  return (
    <section className={styles.method} aria-labelledby="method-title">
      <h2 id="method-title">How this is made</h2>
      <p>
        <strong>What is plotted.</strong> For magnetic confinement, the peak ion density, peak ion temperature and energy confinement time,
        n<sub>i0</sub> T<sub>i0</sub> τ<sub>E</sub>*; where a source gives only averages, the peak is inferred with the concept&rsquo;s
        peaking factor, and an electron value stands in for a missing ion value. For inertial and magneto-inertial fusion, n T τ = p τ / 2
        from the stagnation pressure and burn time (Betti 2010 from ρR and the yield over clean for 2007–2009 OMEGA shots). The
        table&rsquo;s n T τ cell says which quantities each point used.
      </p>
      <p>
        <strong>The curves.</strong> The red bands are the D-T requirements of a magnetic-confinement plasma for ignition (darker, Q
        <sub>sci</sub> = ∞) and scientific breakeven (lighter, Q<sub>sci</sub> = 1), between a low- and a high-impurity plasma with peaked
        profiles and 90% heating absorption; the dashed line is indirect-drive ignition with Betti&rsquo;s correction. They are computed as
        the paper&rsquo;s code does (Wurzel &amp; Hsu, eq. for the adjusted Lawson parameter), with the D-T reactivity of Bosch &amp; Hale
        (Nucl. Fusion 32, 611, 1992). On the chart by year, the lines are the lowest ignition and breakeven requirements.
      </p>
      <p>
        <strong>Kinds of point.</strong> A <em>peer-reviewed</em> result is published in a journal; a <em>company claim</em> is a
        developer&rsquo;s own announcement, not yet peer-reviewed; a <em>projection</em> is a design target of a machine not yet operating
        (SPARC, ITER). Q<sub>sci</sub> is the fusion energy (or power) over the energy (or heating power) put in, where the source gives
        both.
      </p>
      <p>
        <strong>Data.</strong> {dataset.name}, file <code>{dataset.file}</code> at commit <code>{dataset.commit}</code> of{' '}
        <a href={dataset.repository}>{dataset.repository.replace('https://', '')}</a>, licensed {dataset.license}. Please cite:
      </p>
      <ul>
        {dataset.papers.map((paper) => (
          <li key={paper.url}>
            {paper.citation}, <a href={paper.url}>{paper.url.replace('https://', '')}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ProgressPage() {
  const { search } = useLocation();
  const concept = conceptOf(search);
  const query = useProgressPoints(concept);
  const list = query.data;
  const dataKey = concept ?? 'all';
  const charted = list?.points.filter((p) => p.on_lawson_chart && p.triple_product != null) ?? [];
  const subject = list?.concept ? `${list.concept.display_name} ` : '';

  return (
    <div className={page.page}>
      <header className={page.headerWithIntro}>
        <div>
          <h1 className={page.title}>{list?.concept ? `Fusion progress: ${list.concept.display_name}` : 'Fusion progress'}</h1>
          <p className={page.intro}>
            How close fusion experiments have come to the Lawson criterion: the triple product of density, temperature and confinement time
            each reached, against what D-T ignition and breakeven need. Every point links to its source. What developers promised and
            reached, milestone by milestone: <Link to="/progress/milestones">the milestone ledger</Link>.
          </p>
        </div>
        <ExportLinks
          dataset="performance-points"
          params={{ concept: concept ?? undefined }}
          description={`the ${subject}performance points`}
        />
      </header>

      {query.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height={48} />
          <Skeleton height={360} />
        </div>
      ) : query.isError || !list ? (
        <ErrorState
          message={concept ? `No points could be loaded for the concept '${concept}'.` : 'The points could not be loaded.'}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <ConceptNav list={list} current={concept} />
          {list.points.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <Legend points={list.points} />
              <figure className={styles.figure} aria-labelledby="by-temperature-title">
                <figcaption>
                  <h2 id="by-temperature-title">Triple product against ion temperature</h2>
                  <p className={styles.summary}>
                    {charted.length} {subject}results on log–log axes, over the D-T requirements for scientific breakeven and ignition.
                    Point at a marker for its shot, date and source; the table below lists them all.
                  </p>
                </figcaption>
                <LawsonChartSlot
                  dataKey={`temperature-${dataKey}`}
                  render={({ TripleProductByTemperature }) => (
                    <>
                      <TripleProductByTemperature points={list.points} variant="wide" />
                      <TripleProductByTemperature points={list.points} variant="narrow" />
                    </>
                  )}
                />
              </figure>
              <figure className={styles.figure} aria-labelledby="by-year-title">
                <figcaption>
                  <h2 id="by-year-title">Triple product by year</h2>
                  <p className={styles.summary}>
                    The same results by the date they were reached (or projected), against the lowest ignition and breakeven requirements.
                  </p>
                </figcaption>
                <LawsonChartSlot
                  dataKey={`year-${dataKey}`}
                  render={({ TripleProductByYear }) => (
                    <>
                      <TripleProductByYear points={list.points} variant="wide" />
                      <TripleProductByYear points={list.points} variant="narrow" />
                    </>
                  )}
                />
              </figure>
              <section aria-labelledby="points-title">
                <h2 id="points-title">Every point and its source</h2>
                <PointsTable points={list.points} />
              </section>
            </>
          )}
          <Methodology list={list} />
        </div>
      )}
    </div>
  );
}
