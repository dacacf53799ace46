// Newsletter email rule (docs/product/shell.md §5): text, an @, text, a dot and at least 2 characters,
// with no whitespace anywhere. A plain pattern: the footer needs no validation library.
const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value);
}
