// <head> of /map.
import type { HeadData } from 'mf-shared';
import { formatCount } from 'mf-shared/kit';
import type { MapView } from './api/mapApi';

export function mapHead(view: MapView | undefined): HeadData {
  const count = view ? `${formatCount(view.total)} fusion machines` : 'Fusion machines';
  return {
    title: 'Map',
    description: `${count} on a world map, by confinement concept and status, each linked to its page and sources.`,
  };
}
