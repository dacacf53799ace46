import { AREA_NAMES, type AreaName } from 'mf-shared';

/** The federated areas, named once in mf-shared/src/contract/area-names.json (docs/architecture.md). */
export { AREA_NAMES };
export type { AreaName };
