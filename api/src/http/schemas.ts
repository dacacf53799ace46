// Building blocks for route schemas (TypeBox → JSON Schema → validation, serialization, OpenAPI).
import { Type, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** docs/product/api.md §1: paged lists answer { results, next }; next is a path-absolute URL or null. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ results: Type.Array(item), next: Nullable(Type.String()) });

const MAX_PAGE_SIZE = 9999;
export const MAX_PAGE = 1_000_000;

export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
};

/** Slugs in paths and filters: kebab-case ASCII, bounded. */
export const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });

/** Free text in a query string (search boxes). */
export const SearchText = Type.String({ maxLength: 200 });

export const Message = Type.Object({ message: Type.String() });

/** The `code` of the 403 that refuses a request for its CSRF token (X-CSRFToken). */
export const CSRF_FAILED_CODE = 'csrf_failed';

/** Present only on a CSRF refusal: clients reload the token and retry on this field, never on the message text. */
export const CsrfFailedCode = Type.Optional(
  Type.Literal(CSRF_FAILED_CODE, {
    description: 'Present when the X-CSRFToken header is missing or wrong: reload the session (its csrf) and retry once.',
  }),
);

/** 403 { message, code? }: any refusal; `code: "csrf_failed"` marks a CSRF refusal. */
export const Forbidden = Type.Object({ message: Type.String(), code: CsrfFailedCode });

export const ErrorResponses = {
  400: Message,
  403: Forbidden,
  404: Message,
};

/**
 * The 404 of an organization's or a project's page (docs/product/api.md §4 "Approval"): an
 * unknown slug and an entity not approved yet (to anyone but its approved claimers and staff)
 * answer the same { message }. Only the site's own server rendering, in process, is told
 * reason: 'unapproved' (the page then redirects to /not-found); see src/http/in-process.ts.
 */
const EntityNotFound = Type.Object({
  message: Type.String(),
  reason: Type.Optional(
    Type.Literal('unapproved', {
      description: "Only to the site's in-process server rendering: the entity exists but is not approved yet. Never sent to clients.",
    }),
  ),
});

export const EntityErrorResponses = { ...ErrorResponses, 404: EntityNotFound };
