// How each source of the demo data was checked (api/docs/data.md). No page was fetched live
// from the review machines: a page counts as read when a person read a stored copy of it, on the
// day given as its verified_on. A source cited without reading has no verified_on.
import type { SeedSource } from './types';

/** The day the records of issue 11 were reviewed against stored copies. */
const REVIEWED_ON = '2026-11-23';

/** The day the records of issue 23 (funding, status, developers) were read in stored copies. */
const READ_ON = '2026-11-26';

/** The day the machines added for the map (issue 26 §4, devices of issue 23) were read in stored copies. */
const MAP_READ_ON = '2026-11-27';

/** The day the rounds and 'Operating' sources of issue 23's last pass were read in stored copies. */
const LAST_PASS_READ_ON = '2026-11-27';

/**
 * The day the dataset describes: `npm run data:check` checks dates and the age of sources against
 * it (not against the clock), so the check does not start failing with time alone. It is the
 * latest day a page of the dataset was read.
 */
export const DATA_AS_OF = MAP_READ_ON;

/** The facts were read in a stored copy of this page on REVIEWED_ON. */
export const stored = (url: string, title: string, published_on?: string): SeedSource => ({
  url,
  title,
  verified_on: REVIEWED_ON,
  checked: 'stored-copy',
  ...(published_on ? { published_on } : {}),
});

/** The facts were read in a stored copy of this page on READ_ON. */
export const read = (url: string, title: string, published_on?: string): SeedSource => ({
  url,
  title,
  verified_on: READ_ON,
  checked: 'stored-copy',
  ...(published_on ? { published_on } : {}),
});

/** The facts were read in a stored copy of this page on MAP_READ_ON. */
export const readForMap = (url: string, title: string, published_on?: string): SeedSource => ({
  url,
  title,
  verified_on: MAP_READ_ON,
  checked: 'stored-copy',
  ...(published_on ? { published_on } : {}),
});

/** The facts were read in a stored copy of this page on LAST_PASS_READ_ON. */
export const readLastPass = (url: string, title: string, published_on?: string): SeedSource => ({
  url,
  title,
  verified_on: LAST_PASS_READ_ON,
  checked: 'stored-copy',
  ...(published_on ? { published_on } : {}),
});

/**
 * Cited without reading the page: the facts are what is publicly reported (or what another
 * review read there), but nobody here opened this page, so it carries no verified_on.
 */
export const known = (url: string, title: string, published_on?: string): SeedSource => ({
  url,
  title,
  verified_on: null,
  checked: 'cited',
  ...(published_on ? { published_on } : {}),
});
