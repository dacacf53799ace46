// Every entity of the admin, in the order the screens list them.
import type { EntityDef } from '../definition';
import { articlesEntity } from './articles';
import { conceptsEntity } from './concepts';
import { fundingEntity } from './funding';
import { fxRatesEntity } from './fx-rates';
import { jobsEntity } from './jobs';
import { milestonesEntity } from './milestones';
import { offeringsEntity } from './offerings';
import { organizationsEntity } from './organizations';
import { peopleEntity } from './people';
import { performancePointsEntity } from './performance-points';
import { programsEntity } from './programs';
import { projectsEntity } from './projects';
import { sourcesEntity } from './sources';
import { statusEventsEntity } from './status-events';
import { supplyChainCategoriesEntity } from './supply-chain-categories';
import { tagsEntity } from './tags';

export const ENTITIES: readonly EntityDef[] = [
  organizationsEntity,
  projectsEntity,
  fundingEntity,
  programsEntity,
  peopleEntity,
  articlesEntity,
  jobsEntity,
  supplyChainCategoriesEntity,
  offeringsEntity,
  conceptsEntity,
  tagsEntity,
  sourcesEntity,
  statusEventsEntity,
  fxRatesEntity,
  performancePointsEntity,
  milestonesEntity,
];

const BY_NAME = new Map(ENTITIES.map((entity) => [entity.name, entity]));
export const entityNamed = (name: string): EntityDef | undefined => BY_NAME.get(name);
