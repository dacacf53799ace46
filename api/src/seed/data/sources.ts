// How each source of the demo data was checked (api/docs/data.md). REVIEWED_ON is the day
// the records were reviewed for issue 11; no page was fetched live from the review machine.
import type { SeedSource } from './types';

const REVIEWED_ON = '2026-11-23';

/** The facts were checked against a stored copy of this page on REVIEWED_ON. */
export const stored = (url: string, title: string): SeedSource => ({
  url,
  title,
  verified_on: REVIEWED_ON,
  checked: 'stored-copy',
});

/**
 * The facts were reviewed on REVIEWED_ON against what is publicly reported, without a stored
 * copy of this page: the URL was not opened from the review machine.
 */
export const known = (url: string, title: string): SeedSource => ({
  url,
  title,
  verified_on: REVIEWED_ON,
  checked: 'reviewer-knowledge',
});
