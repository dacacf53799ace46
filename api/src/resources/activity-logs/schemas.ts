import { Type } from 'typebox';
import { Nullable, Paged, PagingQuery } from '../../http/schemas';
import { DatePrecision, FundingAmountFields, ProjectMedia, TagGroupField } from '../shared-schemas';

export const ActivityLog = Type.Object({
  id: Type.Integer(),
  activity_type: Type.String(),
  /** An mf-shared colour token name (var(--color-<name>)) or a #hex value. */
  label_color: Type.String(),
  organization: Nullable(
    Type.Object({
      slug: Type.String(),
      logo: Nullable(Type.String()),
      ...TagGroupField,
      display_name: Type.String(),
      is_affiliate: Type.Boolean(),
    }),
  ),
  project: Nullable(Type.Object({ slug: Type.String(), display_name: Type.String(), media: Type.Array(ProjectMedia) })),
  funding_round: Nullable(
    Type.Object({
      amount_usd: Nullable(Type.Number()),
      round_name: Type.String(),
      amount: FundingAmountFields.amount,
      currency: FundingAmountFields.currency,
      amount_usd_note: FundingAmountFields.amount_usd_note,
      is_undisclosed: FundingAmountFields.is_undisclosed,
    }),
  ),
  recipient_organization: Nullable(Type.Object({ slug: Type.String(), display_name: Type.String() })),
  /** A 'New Article' item's article (optional until mf-shared declares it; always sent). */
  article: Type.Optional(Nullable(Type.Object({ slug: Type.String(), title: Type.String() }))),
  jobs_count: Nullable(Type.Integer()),
  url: Nullable(Type.String()),
  created_at: Type.String(),
  /** How precisely created_at is known: 'year' → show '2025', 'month' → 'Jun 2025', never an invented day. */
  created_at_precision: DatePrecision,
});

export const ActivityLogQuery = Type.Object({ ...PagingQuery });
export const ActivityLogList = Paged(ActivityLog);
