// A project page's plasma performance (issue 26): its triple-product points as a small chart the API
// draws (an image: no chart code on this page) and the same points as a table, each with its source.
import { Link } from 'react-router-dom';
import { formatDateAsKnown } from 'mf-shared/kit';
import type { ProjectPerformancePoint } from 'mf-shared';
import { DetailSection } from '../../../components/DetailSection';
import { formatScientific, KIND_LABELS, shortSource } from '../../../lib/performance';
import table from '../../../lib/styles/DataTable.module.css';
import styles from './ProjectPerformance.module.css';

const CHART_WIDTH = 480;
const CHART_HEIGHT = 220;

interface ProjectPerformanceProps {
  slug: string;
  name: string;
  conceptSlug: string | null;
  points: readonly ProjectPerformancePoint[];
}

export function ProjectPerformance({ slug, name, conceptSlug, points }: ProjectPerformanceProps) {
  if (points.length === 0) return null;
  const charted = points.filter((point) => point.triple_product != null);
  const lawsonChart = conceptSlug ? `/progress?concept=${encodeURIComponent(conceptSlug)}` : '/progress';
  return (
    <DetailSection id="project-performance" title="Plasma performance">
      {charted.length > 0 && (
        <img
          className={styles.chart}
          src={`/api/v1/projects/${encodeURIComponent(slug)}/progress.svg`}
          width={CHART_WIDTH}
          height={CHART_HEIGHT}
          loading="lazy"
          alt={`Triple product of ${name} by year: ${charted.length} ${charted.length === 1 ? 'point' : 'points'}, listed in the table below`}
        />
      )}
      <div className={`${table.tableWrap} ${styles.tableWrap}`}>
        <table className={table.table}>
          <caption className="visually-hidden">Plasma performance points of {name}</caption>
          <thead>
            <tr>
              <th scope="col">Shot</th>
              <th scope="col">Date</th>
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
                <th scope="row">{point.shot}</th>
                <td className={table.nowrap}>
                  <time dateTime={point.date_precision === 'year' ? point.date.slice(0, 4) : point.date}>
                    {formatDateAsKnown(point.date, point.date_precision, 'short')}
                  </time>
                </td>
                <td className={table.number}>{point.ion_temperature_kev ?? '—'}</td>
                <td className={table.number}>{point.triple_product != null ? formatScientific(point.triple_product) : '—'}</td>
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
      <p>
        <Link to={lawsonChart}>Compare on the Lawson chart</Link>
      </p>
    </DetailSection>
  );
}
