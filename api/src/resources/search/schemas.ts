import { Type } from 'typebox';
import { Nullable, Paged, PagingQuery, SearchText } from '../../http/schemas';
import { OrganizationStatus, TagGroupField } from '../shared-schemas';

export const SearchQuery = Type.Object({
  query: Type.Optional(SearchText),
  include: Type.Optional(
    Type.Literal('supply-chain', {
      description:
        'sent by a shell that reads `kind`: every result then carries `kind`, and the first page starts with the matching ' +
        'supply chain categories and sub-categories (kind `supply-chain`, `slug` the /supply-chain hash of the category). ' +
        'Without it the answer is exactly the earlier one, so an older shell never receives a result it would open as a project.',
    }),
  ),
  ...PagingQuery,
});

export const SearchResult = Type.Object({
  display_name: Type.String(),
  slug: Type.String(),
  is_organization: Type.Boolean(),
  is_affiliate: Type.Boolean(),
  /** An organization's current status (always sent): null for projects and when none is recorded. */
  status: Type.Optional(Nullable(OrganizationStatus)),
  /** An organization's logo: null for projects, supply chain results and an organization without one. */
  logo: Nullable(Type.String()),
  ...TagGroupField,
  /** Only with `include=supply-chain`: what the result is and so where it leads. */
  kind: Type.Optional(Type.Union([Type.Literal('organization'), Type.Literal('project'), Type.Literal('supply-chain')])),
});

export const SearchResults = Paged(SearchResult);
