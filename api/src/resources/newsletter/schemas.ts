import { Type } from 'typebox';

/** Same rule as mf-shared/src/validation/email.ts (docs/product/shell.md §5). */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const NewsletterBody = Type.Object({ email: Type.String({ maxLength: 254 }) });

export const NewsletterResponse = Type.Array(
  Type.Object({ result: Type.Union([Type.Literal('success'), Type.Literal('error')]), msg: Type.String() }),
  { minItems: 1, maxItems: 1 },
);

/** The subscription and its signed token, as the emailed links carry them (?s=…&token=…). */
export const SubscriptionLink = Type.Object({
  s: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

export const DigestIssue = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('sending'), Type.Literal('sent')]),
  subject: Type.String(),
  intro: Type.String(),
  period_start: Type.String({ format: 'date-time' }),
  period_end: Type.String({ format: 'date-time' }),
  send_started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const SentIssue = Type.Intersect([DigestIssue, Type.Object({ recipients: Type.Integer(), sent: Type.Integer() })]);

export const NewsletterAdmin = Type.Object({
  draft: DigestIssue,
  preview: Type.Object({ html: Type.String(), text: Type.String() }),
  subscribers: Type.Object({ subscribed: Type.Integer(), pending: Type.Integer() }),
  issues: Type.Array(SentIssue),
});

const SUBJECT_MAX_LENGTH = 200;
const INTRO_MAX_LENGTH = 5000;

export const DraftBody = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: SUBJECT_MAX_LENGTH }),
  intro: Type.String({ maxLength: INTRO_MAX_LENGTH }),
});

export const SendResponse = Type.Object({ message: Type.String(), issue: DigestIssue, recipients: Type.Integer() });
