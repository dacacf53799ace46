import { Type } from 'typebox';
import { Paged, PagingQuery, SearchText } from '../../http/schemas';

export const SearchQuery = Type.Object({ query: Type.Optional(SearchText), ...PagingQuery });

export const SearchResult = Type.Object({
  display_name: Type.String(),
  slug: Type.String(),
  is_organization: Type.Boolean(),
  is_affiliate: Type.Boolean(),
});

export const SearchResults = Paged(SearchResult);
