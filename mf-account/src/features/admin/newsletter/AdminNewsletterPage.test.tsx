// /admin/newsletter (issue 22) against the staff newsletter API (network faked): the preview in a
// sandboxed frame and as text, saving the subject and introduction, Send after a confirmation.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import type { NewsletterAdmin } from './newsletterApi';

let api: FakeApi | null = null;
afterEach(() => api?.restore());
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});

const DRAFT = {
  id: 4,
  status: 'draft' as const,
  subject: 'The week in fusion',
  intro: '',
  period_start: '2026-01-05T00:00:00.000Z',
  period_end: '2026-01-12T00:00:00.000Z',
  send_started_at: null,
  sent_at: null,
};
const ADMIN: NewsletterAdmin = {
  draft: DRAFT,
  preview: { html: '<!doctype html><p>Funding this week</p>', text: 'NEW FUNDING\n- Helion: Series F' },
  subscribers: { subscribed: 12, pending: 3 },
  issues: [
    { ...DRAFT, id: 3, status: 'sent', subject: 'Last week', send_started_at: '2026-01-05T09:00:00.000Z', recipients: 11, sent: 11 },
  ],
};

const bodies = (key: string) =>
  api!.requests
    .filter((request) => `${request.method?.toUpperCase()} ${request.url}` === key)
    .map((request) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data));

test('shows the preview (sandboxed HTML, and the text), the counts and the sent issues', async () => {
  api = fakeApi({ 'GET /api/v1/admin/meta/': { data: { entities: [] } }, 'GET /api/v1/admin/newsletter/': { data: ADMIN } });
  renderAreaAt('/admin/newsletter');
  const frame = await screen.findByTitle('The newsletter as HTML');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', ADMIN.preview.html);
  expect(screen.getByText(/12 confirmed subscribers \(3 not confirmed yet\)/)).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Last week/ })).toHaveTextContent('11 of 11');
  await userEvent.click(screen.getByRole('button', { name: 'Plain text' }));
  expect(screen.getByText(/Helion: Series F/)).toBeInTheDocument();
});

test('saves the subject and introduction, then sends after a confirmation', async () => {
  api = fakeApi({
    'GET /api/v1/admin/meta/': { data: { entities: [] } },
    'GET /api/v1/admin/newsletter/': { data: ADMIN },
    'PUT /api/v1/admin/newsletter/draft/': (body) => ({ data: { ...DRAFT, ...(body as object) } }),
    'POST /api/v1/admin/newsletter/send/': { status: 202, data: { message: 'Sending to 12 subscribers.', issue: DRAFT, recipients: 12 } },
  });
  renderAreaAt('/admin/newsletter');
  const intro = await screen.findByLabelText(/^Introduction/);
  await userEvent.type(intro, 'Hello readers.');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByText('Draft saved.');
  expect(bodies('PUT /api/v1/admin/newsletter/draft/')).toEqual([{ subject: 'The week in fusion', intro: 'Hello readers.' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Send to 12 subscribers' }));
  expect(bodies('POST /api/v1/admin/newsletter/send/')).toHaveLength(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Send now' }));
  await screen.findByText('Sending to 12 subscribers.');
  await waitFor(() => expect(bodies('POST /api/v1/admin/newsletter/send/')).toHaveLength(1));
});
