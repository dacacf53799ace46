// The map as SVG text: the land alone (under the /map page's markers), the whole map with its
// markers as links (GET /api/v1/map.svg), and one project's location (its page's small map).
import { escapeXml } from '../../http/svg';
import { landPath, MAP_HEIGHT, MAP_WIDTH, projectPoint, spherePath } from './geometry';
import type { MapViewData } from './schemas';

const OCEAN = '#eef3f8';
const LAND = '#cfd8e3';
const MARKER = '#b4461b';

const ATTRIBUTION = 'Land: Natural Earth (public domain). Coordinates: fusion-world (MIT) and the sources on each project page.';

/** A marker's radius in map units: one machine, or several (grows slowly with the count). */
const markerRadius = (count: number) => (count === 1 ? 4.5 : 6 + Math.min(6, Math.log2(count) * 1.5));

function base(inner: string, { title, desc, width, height }: { title: string; desc: string; width?: number; height?: number }) {
  const size = width && height ? ` width="${width}" height="${height}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"${size} role="img" aria-labelledby="t d">` +
    `<title id="t">${escapeXml(title)}</title><desc id="d">${escapeXml(desc)}</desc>` +
    `<path d="${spherePath()}" fill="${OCEAN}"/><path d="${landPath()}" fill="${LAND}" stroke="#fff" stroke-width="0.3"/>` +
    inner +
    '</svg>'
  );
}

let landSvgText: string | undefined;

/** The world's land alone: the same for every request, built once. */
export function landSvg(): string {
  landSvgText ??= base('', { title: 'World map', desc: ATTRIBUTION, width: MAP_WIDTH, height: MAP_HEIGHT });
  return landSvgText;
}

/** One machine's line of text: name, concept, status. */
function projectLabel(project: MapViewData['markers'][number]['projects'][number]): string {
  return [project.display_name, project.concept?.display_name, project.project_status].filter(Boolean).join(' · ');
}

/** The whole map with its markers, each a link to its machine (a merged marker to its first). */
export function mapSvg(view: Pick<MapViewData, 'markers' | 'total'>, filterText: string): string {
  const markers = view.markers
    .map((marker) => {
      const [first] = marker.projects;
      if (!first) return '';
      const count = marker.projects.length;
      const radius = markerRadius(count);
      const title = count === 1 ? projectLabel(first) : `${count} machines: ${marker.projects.map(projectLabel).join('; ')}`;
      const label =
        count === 1
          ? ''
          : `<text x="${marker.x}" y="${marker.y}" dy="0.35em" text-anchor="middle" font-size="8" font-family="sans-serif" fill="#fff">${count}</text>`;
      return (
        `<a href="/projects/${escapeXml(first.slug)}" target="_top"><title>${escapeXml(title)}</title>` +
        `<circle cx="${marker.x}" cy="${marker.y}" r="${radius}" fill="${MARKER}" fill-opacity="0.85" stroke="#fff" stroke-width="1"/>${label}</a>`
      );
    })
    .join('');
  return base(markers, {
    title: `Fusion machines on a world map${filterText ? ` (${filterText})` : ''}`,
    desc: `${view.total} machines with known coordinates. ${ATTRIBUTION}`,
  });
}

/** A small map of one machine's location (its page shows it as an image). */
export function projectMapSvg(project: { display_name: string; latitude: number; longitude: number }, width: number, height: number) {
  const { x, y } = projectPoint(project.longitude, project.latitude);
  const marker =
    // Drawn at a third of the map's size on a project page: a dot a few pixels wide there.
    `<circle cx="${x}" cy="${y}" r="36" fill="${MARKER}" fill-opacity="0.2"/>` +
    `<circle cx="${x}" cy="${y}" r="14" fill="${MARKER}" stroke="#fff" stroke-width="4"/>`;
  return base(marker, {
    title: `Location of ${project.display_name}`,
    desc: `${project.display_name} at ${project.latitude.toFixed(3)}, ${project.longitude.toFixed(3)}. ${ATTRIBUTION}`,
    width,
    height,
  });
}
