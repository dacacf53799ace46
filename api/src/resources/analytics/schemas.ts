import { Type } from 'typebox';

/** A site path (the client drops query and hash; the server drops them again). */
const Path = Type.String({ minLength: 1, maxLength: 300, pattern: '^/' });
const Field = Type.String({ maxLength: 200 });

const PageViewEvent = Type.Object({ type: Type.Literal('page_view'), path: Path });

/** docs/product/api.md §2 "Job click event: Company, Job Title, Job Tag". */
const JobClickEvent = Type.Object({
  type: Type.Literal('job_click'),
  path: Path,
  properties: Type.Object({ Company: Field, 'Job Title': Field, 'Job Tag': Field }),
});

const MAX_EVENTS_PER_BATCH = 50;

export const EventsBody = Type.Object({
  events: Type.Array(Type.Union([PageViewEvent, JobClickEvent]), { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }),
});

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const SummaryQuery = Type.Object({
  /** First day (UTC), default 29 days before `to`. */
  from: Type.Optional(Day),
  /** Last day (UTC), default today. */
  to: Type.Optional(Day),
});

export const AnalyticsSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  totals: Type.Object({ page_views: Type.Integer(), unique_visitors: Type.Integer(), job_clicks: Type.Integer() }),
  /** Page views per day and path; `visitors` = distinct daily visitor hashes. */
  page_views: Type.Array(Type.Object({ day: Type.String(), path: Type.String(), views: Type.Integer(), visitors: Type.Integer() })),
  /** Job clicks per company, most clicked first. */
  job_clicks: Type.Array(Type.Object({ company: Type.String(), clicks: Type.Integer() })),
});
