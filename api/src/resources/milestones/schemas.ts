import { Type, type Static } from 'typebox';
import { Nullable, Slug } from '../../http/schemas';
import { ConceptRef, DatePrecision } from '../shared-schemas';

/** The ladder, in order: one for every concept (issue 26 §3). */
export const MILESTONE_KINDS = ['first-plasma', 'record', 'fuel', 'q-sci', 'q-eng', 'grid-electricity', 'commercial-plant'] as const;

const MilestoneKindSchema = Type.Union(
  [
    Type.Literal('first-plasma'),
    Type.Literal('record'),
    Type.Literal('fuel'),
    Type.Literal('q-sci'),
    Type.Literal('q-eng'),
    Type.Literal('grid-electricity'),
    Type.Literal('commercial-plant'),
  ],
  {
    description:
      'first-plasma; record (what it was in record_description); fuel (D-T or the relevant fuel, in record_description); q-sci: Q_sci > 1; q-eng: Q_eng > 1; grid-electricity: first electricity to a grid; commercial-plant',
  },
);

const MilestoneStatusSchema = Type.Union([Type.Literal('met'), Type.Literal('pending'), Type.Literal('slipped')], {
  description:
    'met: an achievement is recorded; slipped: the promised period is over without one (a year-only date slips after 31 December); else pending',
});

const TargetPrecision = Type.Union([Type.Literal('day'), Type.Literal('month'), Type.Literal('year'), Type.Literal('decade')], {
  description: "a 'year' date is its 1 January, a 'decade' date the decade's first year (e.g. 2030-01-01 for 'the 2030s')",
});

const Ref = Type.Object({ slug: Type.String(), display_name: Type.String() });

const MilestoneRevision = Type.Object({
  claim_text: Nullable(Type.String()),
  target_date: Nullable(Type.String({ format: 'date' })),
  target_precision: TargetPrecision,
  said_on: Nullable(Type.String({ format: 'date' })),
  said_on_precision: DatePrecision,
  source_url: Type.String(),
  source_name: Nullable(Type.String()),
  note: Nullable(Type.String()),
});

export const Milestone = Type.Object({
  id: Type.Integer(),
  kind: MilestoneKindSchema,
  organization: Nullable(Ref),
  project: Nullable(Ref),
  concept: Nullable(ConceptRef),
  record_description: Nullable(Type.String()),
  claim_text: Nullable(Type.String({ description: 'what was promised' })),
  said_on: Nullable(Type.String({ format: 'date', description: 'when it was said; null when no source dates it' })),
  said_on_precision: DatePrecision,
  target_date: Nullable(Type.String({ format: 'date', description: 'the promised date (first day of its period)' })),
  target_precision: TargetPrecision,
  claim_source_url: Nullable(Type.String()),
  claim_source_name: Nullable(Type.String()),
  achieved_on: Nullable(Type.String({ format: 'date' })),
  achieved_on_precision: DatePrecision,
  achievement_source_url: Nullable(Type.String()),
  achievement_source_name: Nullable(Type.String()),
  status: MilestoneStatusSchema,
  months_slipped: Nullable(Type.Integer({ description: 'whole months since the promised period ended (slipped only)' })),
  deadline: Nullable(Type.String({ format: 'date', description: 'the last day of the promised period' })),
  revisions: Type.Array(MilestoneRevision, { description: 'earlier promised dates, oldest first' }),
});
export type Milestone = Static<typeof Milestone>;

export const MilestonesQuery = Type.Object({
  organization: Type.Optional(Slug),
  project: Type.Optional(Slug),
  concept: Type.Optional(Slug),
  milestone: Type.Optional(MilestoneKindSchema),
  status: Type.Optional(MilestoneStatusSchema),
});
export type MilestonesQuery = Static<typeof MilestonesQuery>;

export const MilestoneList = Type.Object({
  today: Type.String({ format: 'date', description: 'the day the statuses were computed for' }),
  kinds: Type.Array(MilestoneKindSchema, { description: 'the ladder, in order' }),
  concepts: Type.Array(ConceptRef, { description: 'every concept with milestones (whatever the filter)' }),
  milestones: Type.Array(Milestone),
});
