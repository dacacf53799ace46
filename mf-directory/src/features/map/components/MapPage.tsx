// /map: the fusion machines with known coordinates on a world map (issue 26 §4), filtered by the
// URL's ?concept=&status= — the server renders any filtered map, with or without JavaScript.
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, formatCount, Skeleton } from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import page from '../../../lib/styles/Page.module.css';
import { mapViewQuery, useMapView, type MapMarker, type MapProject, type MapView } from '../api/mapApi';
import { mapHead } from '../head';
import { parseMapFilters, type MapFilters } from '../utils/filters';
import { MapFiltersForm } from './MapFiltersForm';
import { WorldMap } from './WorldMap';
import styles from './MapPage.module.css';

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
export const load = ({ queryClient, search }: RouteContext) => queryClient.prefetchQuery(mapViewQuery(parseMapFilters(search)));

export const head = ({ queryClient, search }: RouteContext) =>
  mapHead(queryClient.getQueryData(mapViewQuery(parseMapFilters(search)).queryKey));

function filterWords(filters: MapFilters, view: MapView | undefined): string {
  const concept = filters.concept && (view?.options.concepts.find((option) => option.value === filters.concept)?.label ?? filters.concept);
  return [concept, filters.status && filters.status.toLowerCase()].filter(Boolean).join(', ');
}

function ProjectLine({ project }: { project: MapProject }) {
  const facts = [project.concept?.display_name, project.project_status, project.country].filter(Boolean).join(' · ');
  return (
    <>
      <Link to={`/projects/${encodeURIComponent(project.slug)}`}>{project.display_name}</Link>
      {facts && <span className={styles.facts}> — {facts}</span>}
    </>
  );
}

/** A merged marker's heading: how many machines, and where (their countries). */
function groupHeading(marker: MapMarker): string {
  const countries = [...new Set(marker.projects.map((project) => project.country).filter(Boolean))];
  return `${marker.projects.length} machines at one point of the map${countries.length ? ` (${countries.join(', ')})` : ''}`;
}

/** The text alternative of the map: every marker, and every machine of a merged one. */
function MarkerList({ markers }: { markers: MapMarker[] }) {
  return (
    <ul className={styles.list} aria-label="Machines on the map">
      {markers.map((marker) => {
        const [first] = marker.projects;
        if (!first) return null;
        if (marker.projects.length === 1)
          return (
            <li key={first.slug}>
              <ProjectLine project={first} />
            </li>
          );
        return (
          <li key={first.slug} className={styles.group}>
            <span className={styles.groupHeading}>{groupHeading(marker)}</span>
            <ul>
              {marker.projects.map((project) => (
                <li key={project.slug}>
                  <ProjectLine project={project} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export default function MapPage() {
  const { search } = useLocation();
  const filters = parseMapFilters(search);
  const query = useMapView(filters);
  const view = query.data;
  const words = filterWords(filters, view);
  const description = view
    ? `${formatCount(view.total)} ${words ? `${words} ` : ''}machines with known coordinates; nearby ones share a numbered marker. The list below names them all.`
    : '';

  return (
    <div className={page.page}>
      <header className={page.headerWithIntro}>
        <div>
          <h1 className={page.title}>Map</h1>
          <p className={styles.intro}>
            Fusion machines with a known site: research devices, company prototypes and plants under construction. Machines that would
            overlap at world scale share one marker with their count; the list under the map names every one.
          </p>
        </div>
      </header>

      <MapFiltersForm filters={filters} options={view?.options} />

      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError || !view ? (
        <ErrorState message="The map could not be loaded." onRetry={() => void query.refetch()} />
      ) : view.total === 0 ? (
        <EmptyState />
      ) : (
        <div className={styles.results} aria-busy={query.isPlaceholderData}>
          <figure className={styles.figure}>
            <WorldMap view={view} description={description} />
            <figcaption className={styles.caption}>{description}</figcaption>
          </figure>
          <h2 className={styles.listTitle}>
            {formatCount(view.total)} {words ? `${words} ` : ''}machines
          </h2>
          <MarkerList markers={view.markers} />
        </div>
      )}

      <p className={styles.attribution}>
        Land outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a> (public domain), via the world-atlas package.
        Coordinates: the <a href="https://github.com/RemDelaporteMathurin/fusion-world">fusion-world</a> dataset (MIT licence, © 2021 Rémi
        Delaporte-Mathurin) and the sources cited on each machine&apos;s page. Machines without a known site are not on the map.
      </p>
    </div>
  );
}
