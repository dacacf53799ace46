import { postJson, type NewsletterResponse } from 'mf-shared';

const NEWSLETTER_URL = '/api/v1/newsletter/';

/** POST /api/v1/newsletter/ {email}; the answer's first item says how it went. */
export function subscribeToNewsletter(email: string): Promise<NewsletterResponse> {
  return postJson<NewsletterResponse>(NEWSLETTER_URL, { email });
}
