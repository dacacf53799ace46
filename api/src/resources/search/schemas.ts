import { Type } from 'typebox';
import { Nullable, Paged, PagingQuery, SearchText } from '../../http/schemas';
import { OrganizationStatus } from '../shared-schemas';

export const SearchQuery = Type.Object({ query: Type.Optional(SearchText), ...PagingQuery });

export const SearchResult = Type.Object({
  display_name: Type.String(),
  slug: Type.String(),
  is_organization: Type.Boolean(),
  is_affiliate: Type.Boolean(),
  /** An organization's current status (always sent): null for projects and when none is recorded. */
  status: Type.Optional(Nullable(OrganizationStatus)),
});

export const SearchResults = Paged(SearchResult);
