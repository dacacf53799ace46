// Newsletter email rule (spec 000 §5): text, an @, text, a dot and at least 2
// characters, with no whitespace anywhere.
import { string } from 'yup';

export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

export const newsletterEmailSchema = string()
  .required(INVALID_EMAIL_MESSAGE)
  .matches(NEWSLETTER_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);

export function isValidNewsletterEmail(value: string): boolean {
  return newsletterEmailSchema.isValidSync(value);
}
