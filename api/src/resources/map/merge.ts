// Points that would overlap on the world map merge into one marker with a count (issue 26 §4).

export interface MapPoint {
  x: number;
  y: number;
}

export interface MergedMarker<T extends MapPoint> {
  /** The mean position of its points. */
  x: number;
  y: number;
  points: T[];
}

/**
 * Greedy merge: each point (in the given order) joins the first marker whose position lies within
 * `radius`, else starts its own; a marker's position is the mean of its points. The same input
 * always gives the same markers, so the map's cache and its list agree.
 */
export function mergeNearbyPoints<T extends MapPoint>(points: readonly T[], radius: number): MergedMarker<T>[] {
  const markers: (MergedMarker<T> & { sumX: number; sumY: number })[] = [];
  for (const point of points) {
    const near = markers.find((marker) => Math.hypot(marker.x - point.x, marker.y - point.y) <= radius);
    if (near) {
      near.points.push(point);
      near.sumX += point.x;
      near.sumY += point.y;
      near.x = near.sumX / near.points.length;
      near.y = near.sumY / near.points.length;
    } else {
      markers.push({ x: point.x, y: point.y, points: [point], sumX: point.x, sumY: point.y });
    }
  }
  return markers.map(({ x, y, points: members }) => ({ x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, points: members }));
}
