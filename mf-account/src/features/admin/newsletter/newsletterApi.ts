// The staff newsletter API (issue 22): the draft with its preview, saving its subject and
// introduction, and sending it. Types from the API's OpenAPI document.
import { queryOptions } from '@tanstack/react-query';
import { getJson } from 'mf-shared';
import type { paths } from 'mf-shared/api-types';
import { messageOf, requestAnswer } from '../../../lib/api/request';
import { SERVER_ERROR } from '../../../lib/messages';
import { ADMIN_QUERY_ROOT } from '../api/admin';

const NEWSLETTER_ADMIN_URL = '/api/v1/admin/newsletter/';

export type NewsletterAdmin = paths['/api/v1/admin/newsletter/']['get']['responses'][200]['content']['application/json'];

export const newsletterAdminQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'newsletter'],
    queryFn: ({ client }) => getJson<NewsletterAdmin>(NEWSLETTER_ADMIN_URL, undefined, client),
    retry: false,
  });

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

export async function saveDraft(subject: string, intro: string): Promise<Outcome> {
  const answer = await requestAnswer({ method: 'put', url: `${NEWSLETTER_ADMIN_URL}draft/`, data: { subject, intro } });
  if (answer.status === 200) return { ok: true, message: 'Draft saved.' };
  return { ok: false, message: messageOf(answer.data) ?? SERVER_ERROR };
}

export async function sendDraft(): Promise<Outcome> {
  const answer = await requestAnswer({ method: 'post', url: `${NEWSLETTER_ADMIN_URL}send/`, data: {} });
  if (answer.status === 202) return { ok: true, message: messageOf(answer.data) ?? 'Sending.' };
  return { ok: false, message: messageOf(answer.data) ?? SERVER_ERROR };
}
