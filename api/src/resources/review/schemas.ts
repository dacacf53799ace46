import { Type } from 'typebox';
import { Nullable, PagingQuery, Slug } from '../../http/schemas';

const Requester = Nullable(Type.Object({ id: Type.Integer(), email: Type.String(), full_name: Type.String(), verified: Type.Boolean() }));

const Change = Type.Object({ path: Type.String(), before: Type.Unknown(), after: Type.Unknown() });

export const QUEUE_KINDS = ['claim', 'organization', 'project', 'supplier_link'] as const;

export const ReviewQueueQuery = Type.Object({
  /** One kind of request: claims (of either entity), new organizations, new projects or supplier links. */
  kind: Type.Optional(Type.Union(QUEUE_KINDS.map((kind) => Type.Literal(kind)))),
  /** Text in the entity's name or slug, or in the requester's email or name (case-insensitive). */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** The requester's account email, exactly (case-insensitive). */
  email: Type.Optional(Type.String({ maxLength: 320 })),
  /** Newest first (default) or oldest first, by when each request was made. */
  sort: Type.Optional(Type.Union([Type.Literal('-requested_at'), Type.Literal('requested_at')])),
  ...PagingQuery,
});

const LinkStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const ReviewQueue = Type.Object({
  /** Requests matching the filters, all pages. */
  count: Type.Integer(),
  /** The next page's URL, or null. */
  next: Nullable(Type.String()),
  claims: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('organization_claim'), Type.Literal('project_claim')]),
      /** The claim's id: what POST /api/v1/review/decisions/ takes. */
      id: Type.Integer(),
      status: Type.Literal('pending'),
      requested_at: Type.String(),
      requester: Requester,
      entity: Type.Object({
        type: Type.Union([Type.Literal('organization'), Type.Literal('project')]),
        id: Type.Integer(),
        slug: Type.String(),
        display_name: Type.String(),
        is_approved: Type.Boolean(),
      }),
      /** Set when this user was refused before and claimed again. */
      previous_decision: Nullable(
        Type.Object({ status: Type.Literal('rejected'), note: Nullable(Type.String()), decided_at: Type.String() }),
      ),
    }),
  ),
  new_entries: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('organization'), Type.Literal('project')]),
      id: Type.Integer(),
      slug: Type.String(),
      display_name: Type.String(),
      created_at: Type.String(),
      requester: Requester,
      /** The entry as it is now (the edit view). */
      content: Type.Unknown(),
      /** How many edits its claimers saved since adding it. */
      edits: Type.Integer(),
      /** What changed since it was added (readable diff: path, before, after). */
      changes_since_added: Type.Array(Change),
    }),
  ),
  /** An organization's supplier entry naming a project: shown on the project's page once approved (L7). */
  supplier_links: Type.Array(
    Type.Object({
      type: Type.Literal('supplier_link'),
      id: Type.Integer(),
      status: LinkStatus,
      requested_at: Type.String(),
      requester: Requester,
      supplier: Type.Object({ id: Type.Integer(), slug: Type.String(), display_name: Type.String(), is_approved: Type.Boolean() }),
      project: Type.Object({ id: Type.Integer(), slug: Type.String(), display_name: Type.String(), is_approved: Type.Boolean() }),
      categories: Type.Array(Type.Object({ name: Type.String() })),
      description: Nullable(Type.String()),
      announcement_url: Nullable(Type.String()),
    }),
  ),
});

export const AccountParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const AccountStateBody = Type.Optional(
  Type.Union([Type.Object({ note: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))) }), Type.Null()]),
);

export const AccountStateAnswer = Type.Object({
  message: Type.String(),
  id: Type.Integer(),
  email: Type.String(),
  disabled_at: Nullable(Type.String()),
});

export const DecisionBody = Type.Object({
  type: Type.Union([
    Type.Literal('organization_claim'),
    Type.Literal('project_claim'),
    Type.Literal('organization'),
    Type.Literal('project'),
    Type.Literal('supplier_link'),
  ]),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  note: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});

export const DecisionAnswer = Type.Object({
  message: Type.String(),
  type: Type.String(),
  id: Type.Integer(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  /** false: the decision stands but the email could not be sent (logged). */
  email_sent: Type.Boolean(),
});

export const HistoryQuery = Type.Object({
  entity_type: Type.Optional(Type.Union([Type.Literal('organization'), Type.Literal('project')])),
  entity_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  entity_slug: Type.Optional(Slug),
  /** A user id or an email address. */
  user: Type.Optional(Type.String({ maxLength: 320 })),
  action: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z_]+(\\.[a-z_]+)?$' })),
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  ...PagingQuery,
});

const HistoryEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  action: Type.String(),
  entity_type: Type.String(),
  entity_id: Nullable(Type.Integer()),
  entity_slug: Nullable(Type.String()),
  user: Nullable(Type.Object({ id: Nullable(Type.Integer()), email: Nullable(Type.String()) })),
  note: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  changes: Type.Array(Change),
});

export const HistoryPage = Type.Object({ results: Type.Array(HistoryEntry), next: Nullable(Type.String()) });
