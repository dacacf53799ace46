// mf-shared/forms: yup schemas for the rules more than one area's forms share. Imported only
// by pages with forms, so yup stays off every other page's critical path.
import { string } from 'yup';
import { INVALID_EMAIL_MESSAGE, NEWSLETTER_EMAIL_PATTERN } from '../kit/validation/email';

/** The newsletter rule of docs/product/shell.md §5 as a yup field (e.g. a subscribe box inside a form). */
export const newsletterEmailSchema = string().required(INVALID_EMAIL_MESSAGE).matches(NEWSLETTER_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);
