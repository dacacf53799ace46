// The map itself: the land (an SVG the API projects once and browsers cache) under one marker per
// machine, or per group of machines that would overlap at world scale, drawn as plain SVG: no
// map library reaches the browser. The list under the map is its text alternative and the
// keyboard's way in, so the markers are links for pointers only (tabIndex -1).
import { useId } from 'react';
import type { MapMarker, MapProject, MapView } from '../api/mapApi';
import styles from './MapPage.module.css';

/** A marker's radius in map units: one machine, or several (grows slowly with the count). */
const markerRadius = (count: number) => (count === 1 ? 4.5 : 6 + Math.min(6, Math.log2(count) * 1.5));

const projectLabel = (project: MapProject) =>
  [project.display_name, project.concept?.display_name, project.project_status].filter(Boolean).join(' · ');

function markerTitle(marker: MapMarker): string {
  const [first] = marker.projects;
  if (marker.projects.length === 1 && first) return projectLabel(first);
  return `${marker.projects.length} machines: ${marker.projects.map(projectLabel).join('; ')}`;
}

export function WorldMap({ view, description }: { view: MapView; description: string }) {
  const id = useId();
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${view.width} ${view.height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>World map of fusion machines</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <image href={view.land_url} x={0} y={0} width={view.width} height={view.height} />
      {view.markers.map((marker) => {
        const [first] = marker.projects;
        if (!first) return null;
        const count = marker.projects.length;
        return (
          <a key={first.slug} href={`/projects/${encodeURIComponent(first.slug)}`} tabIndex={-1} className={styles.marker}>
            <title>{markerTitle(marker)}</title>
            <circle cx={marker.x} cy={marker.y} r={markerRadius(count)} />
            {count > 1 && (
              <text x={marker.x} y={marker.y} dy="0.35em" textAnchor="middle">
                {count}
              </text>
            )}
          </a>
        );
      })}
    </svg>
  );
}
