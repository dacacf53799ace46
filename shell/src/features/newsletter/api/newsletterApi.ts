import { apiClient, type NewsletterResponse } from 'mf-shared';

export const NEWSLETTER_URL = '/api/v1/newsletter/';

/** POST /api/v1/newsletter/ {email}; the answer's first item says how it went. */
export async function subscribeToNewsletter(email: string): Promise<NewsletterResponse> {
  const { data } = await apiClient.post<NewsletterResponse>(NEWSLETTER_URL, { email });
  return data;
}
