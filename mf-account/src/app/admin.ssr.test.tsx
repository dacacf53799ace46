// The admin pages as the server renders them (deploy/ calls src/server.tsx): signed out → 302 to
// /sign-in before any API call; signed in without staff rights → the admin API's 403 makes the
// render a 302 to /profile; staff get the list in the HTML.
import { SIGNED_OUT, type SessionData } from 'mf-shared';
import { render as serverRender } from '../server';
import { resetStores, SIGNED_IN } from '../test-utils/renderArea';
import { serverRequest } from '../test-utils/serverRender';

const META = {
  entities: [
    {
      name: 'programs',
      label: 'Program',
      label_plural: 'Programs',
      public_path: null,
      title_field: 'name',
      list_columns: ['title'],
      filters: [],
      sort_fields: ['name'],
      fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
    },
  ],
};
const LIST = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 4, version: 1, deleted_at: null, public_url: null, title: 'ARPA-E BETHE' }],
};

type Answers = Record<string, { status: number; body: unknown }>;
const FORBIDDEN = { status: 403, body: { message: 'Only staff can do this.' } };

function request(url: string, session: SessionData, answers: Answers) {
  return serverRequest(url, session, (path) => answers[path] ?? { status: 404, body: { message: 'Not found.' } });
}

beforeEach(() => resetStores());

it('signed out: a 302 to /sign-in keeping the path, loading nothing', async () => {
  const { req, calls } = request('/admin/programs?sort=name', SIGNED_OUT, {});
  expect(await serverRender(req)).toMatchObject({
    status: 302,
    redirect: `/sign-in?${new URLSearchParams({ next: '/admin/programs?sort=name' })}`,
  });
  expect(calls).toEqual([]);
});

it.each(['/admin', '/admin/programs', '/admin/programs/new', '/admin/programs/4'])(
  'not staff: %s answers a 302 to /profile',
  async (url) => {
    const { req } = request(url, SIGNED_IN, {
      '/api/v1/admin/meta/': FORBIDDEN,
      '/api/v1/admin/programs/4/': FORBIDDEN,
    });
    expect(await serverRender(req)).toMatchObject({ status: 302, redirect: '/profile' });
  },
);

it('staff: the list is in the HTML, noindex', async () => {
  const { req, calls } = request('/admin/programs', SIGNED_IN, {
    '/api/v1/admin/meta/': { status: 200, body: META },
    '/api/v1/admin/programs/?page_size=25&deleted=exclude': { status: 200, body: LIST },
  });
  const result = await serverRender(req);
  expect(result.status).toBe(200);
  expect(result.head).toEqual({ title: 'Admin', noindex: true });
  expect(result.chunks).toEqual(['admin-list']);
  expect(result.html).toContain('ARPA-E BETHE');
  expect(calls).toEqual(['/api/v1/admin/meta/', '/api/v1/admin/programs/?page_size=25&deleted=exclude']);
});

it('/review/history answers a 302 to /admin/history with its filters; not staff, the history answers a 302 to /profile', async () => {
  const old = request('/review/history?user=ada%40example.com', SIGNED_IN, {});
  expect(await serverRender(old.req)).toMatchObject({ status: 302, redirect: '/admin/history?actor=ada%40example.com' });
  expect(old.calls).toEqual([]);
  const { req } = request('/admin/history', SIGNED_IN, { '/api/v1/admin/meta/': FORBIDDEN, '/api/v1/admin/history/': FORBIDDEN });
  expect(await serverRender(req)).toMatchObject({ status: 302, redirect: '/profile' });
});

it('staff: the history and its diffs are in the HTML', async () => {
  const change = {
    id: 9,
    created_at: '2026-03-02T10:15:00.000Z',
    action: 'program.edit',
    actor: { id: 1, email: 'ada@example.com' },
    note: null,
    record: { type: 'program', id: 4, label: 'ARPA-E BETHE', entity: 'programs', admin_url: '/admin/programs/4' },
    changes: [{ path: 'name', before: 'BETHE', after: 'ARPA-E BETHE' }],
    revertible: true,
    not_revertible_reason: null,
    reverts: null,
  };
  const { req } = request('/admin/history', SIGNED_IN, {
    '/api/v1/admin/meta/': { status: 200, body: META },
    '/api/v1/admin/history/': { status: 200, body: { count: 1, next: null, previous: null, results: [change] } },
  });
  const result = await serverRender(req);
  expect(result.status).toBe(200);
  expect(result.head).toEqual({ title: 'History', noindex: true });
  expect(result.chunks).toEqual(['admin-history']);
  expect(result.html).toContain('ARPA-E BETHE');
  expect(result.html).toContain('ada@example.com');
});
