// Facets kept in the query string (issue 24): the server renders them, a GET form sets them without
// JavaScript, and the list, its facet counts and its exports take the same parameters.

/** How a facet's value is checked before it is sent (the API would refuse anything else with a 400). */
export type FacetValueKind = 'text' | 'year' | 'amount';

/** The active filters, by query parameter, in query-string order (the last one set comes last). */
export type FacetValues = Partial<Record<string, string>>;

const VALID: Record<FacetValueKind, RegExp> = { text: /^.{1,100}$/su, year: /^\d{4}$/, amount: /^\d+(\.\d+)?$/ };

/** The facets of a query string; values the API would refuse are dropped, so a hand-edited URL still shows a page. */
export function parseFacets(search: URLSearchParams, kinds: Readonly<Record<string, FacetValueKind>>): FacetValues {
  const values: FacetValues = {};
  for (const [key, raw] of search) {
    const kind = kinds[key];
    const value = raw.trim();
    if (kind && value && VALID[kind].test(value)) values[key] = value;
  }
  return values;
}

/** `path?…` for the fixed parameters (the tab; undefined left out) and the facets. */
export function facetUrl(path: string, fixed: Readonly<Record<string, string | undefined>>, values: FacetValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of [...Object.entries(fixed), ...Object.entries(values)]) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function withoutFacet(values: FacetValues, key: string): FacetValues {
  const { [key]: _removed, ...rest } = values;
  return rest;
}
