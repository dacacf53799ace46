// The hand-compiled demo dataset (seed/data/*.ts, written from public sources).
import { articles, concepts, funding, jobs, organizations, projects, supplyChain } from './data';
import { fxRates } from './data/fx-rates';
import { lawsonPoints } from './data/lawson/points';
import { milestoneSeed } from './data/milestones';
import { programs } from './data/programs';
import type { SeedData } from './load';

export const demoData: SeedData = {
  organizations,
  concepts,
  projects,
  supplyChain,
  funding,
  jobs,
  articles,
  programs,
  fxRates,
  performancePoints: lawsonPoints(),
  milestones: milestoneSeed(),
};
