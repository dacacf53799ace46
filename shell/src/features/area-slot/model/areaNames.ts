import type { AreaName } from 'mf-shared';

export type { AreaName };

/** The federated areas, named as in /remotes.json and single-spa (docs/architecture.md). */
export const AREA_NAMES: readonly AreaName[] = ['directory', 'content', 'account'];
