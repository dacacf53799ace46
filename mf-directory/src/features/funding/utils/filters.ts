// The /funding filters live in the URL's query (?type=&from=&to=&concept=&country=), so a
// filtered view can be shared, works without JavaScript (a GET form) and renders on the server.
import type { QueryParams } from 'mf-shared';

export interface FundingFilters {
  type?: 'investment' | 'non-dilutive';
  from?: number;
  to?: number;
  concept?: string;
  country?: string;
}

export const FUNDING_FILTER_KEYS = ['type', 'from', 'to', 'concept', 'country'] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YEAR = /^\d{4}$/;
const MIN_YEAR = 1950;
const MAX_YEAR = 2100;

function year(value: string | null): number | undefined {
  if (!value || !YEAR.test(value)) return undefined;
  const number = Number(value);
  return number >= MIN_YEAR && number <= MAX_YEAR ? number : undefined;
}

/**
 * The filters of a query string. Anything the API would refuse is dropped (a hand-edited or
 * stale link still shows a page); a backwards year range is put the right way round.
 */
export function parseFundingFilters(search: URLSearchParams | string): FundingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: FundingFilters = {};
  const type = params.get('type');
  if (type === 'investment' || type === 'non-dilutive') filters.type = type;
  let from = year(params.get('from'));
  let to = year(params.get('to'));
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  if (from !== undefined) filters.from = from;
  if (to !== undefined) filters.to = to;
  const concept = params.get('concept');
  if (concept && SLUG.test(concept) && concept.length <= 200) filters.concept = concept;
  const country = params.get('country');
  if (country && /^[A-Za-z]{2}$/.test(country)) filters.country = country.toUpperCase();
  return filters;
}

/** '?type=investment&from=2020' (keys in a fixed order, so equal filters give equal URLs), or ''. */
export function fundingSearch(filters: FundingFilters): string {
  const params = new URLSearchParams();
  for (const key of FUNDING_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function fundingQueryParams(filters: FundingFilters): QueryParams {
  return { ...filters };
}

export const hasFilters = (filters: FundingFilters) => FUNDING_FILTER_KEYS.some((key) => filters[key] !== undefined);

export const FUNDING_TYPE_LABELS: Record<NonNullable<FundingFilters['type']>, string> = {
  investment: 'Investment',
  'non-dilutive': 'Non-dilutive',
};
