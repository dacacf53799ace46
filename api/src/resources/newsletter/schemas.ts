import { Type } from 'typebox';

/** Same rule as mf-shared/src/validation/email.ts (docs/product/shell.md §5). */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const NewsletterBody = Type.Object({ email: Type.String({ maxLength: 254 }) });

export const NewsletterResponse = Type.Array(
  Type.Object({ result: Type.Union([Type.Literal('success'), Type.Literal('error')]), msg: Type.String() }),
  { minItems: 1, maxItems: 1 },
);
