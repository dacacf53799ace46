// /admin/history (issue 19 item 4), network faked: the diffs of a listed answer (long text folded),
// the filters in the URL and the API request, a revert that asks first, and a 409 showing the
// later change that touched the same fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import type { HistoryEntry } from '../api/history';
import type { AdminMeta } from '../api/types';

let api: FakeApi | null = null;
afterEach(() => api?.restore());
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});

const META: AdminMeta = { entities: [] };
const HISTORY_URL = '/api/v1/admin/history/';
const LONG = `A long description. ${'Fusion power. '.repeat(20)}The end.`;

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 41,
  created_at: '2026-03-02T10:15:00.000Z',
  action: 'organization.edit',
  actor: { id: 3, email: 'ada@example.com' },
  note: null,
  record: { type: 'organization', id: 7, label: 'Helion', entity: 'organizations', admin_url: '/admin/organizations/7' },
  changes: [],
  revertible: true,
  not_revertible_reason: null,
  reverts: null,
  ...overrides,
});

const EDIT = entry({
  changes: [
    { path: 'city', before: 'Everett', after: 'Redmond' },
    { path: 'description', before: null, after: LONG },
  ],
});
const CLAIM = entry({
  id: 40,
  action: 'organization_claim.approve',
  changes: [{ path: 'status', before: 'pending', after: 'approved' }],
  revertible: false,
  not_revertible_reason: 'This change is not to a record the admin edits; it cannot be reverted here.',
});
const LATER = entry({
  id: 45,
  actor: { id: 4, email: 'bo@example.com' },
  changes: [{ path: 'city', before: 'Redmond', after: 'Seattle' }],
});

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/v1/admin/meta/': { data: META },
  [`GET ${HISTORY_URL}`]: { data: { count: 2, next: null, previous: null, results: [EDIT, CLAIM] } },
  ...extra,
});

const revertRequests = () => api!.requests.filter((request) => request.method === 'post' && request.url === `${HISTORY_URL}41/revert/`);

describe('/admin/history', () => {
  it('shows each change with who, when, the record and a readable field diff; long text folds; non-revertible says why', async () => {
    api = fakeApi(routes());
    renderAreaAt('/admin/history');
    const edit = await screen.findByRole('article', { name: 'Change #41' });
    expect(within(edit).getByRole('link', { name: 'Helion' })).toHaveAttribute('href', '/admin/organizations/7');
    expect(edit).toHaveTextContent('ada@example.com');
    expect(edit).toHaveTextContent('2026-03-02 10:15 UTC');
    const rows = within(within(edit).getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/city\s*Everett\s*Redmond/);
    const description = rows[2]!;
    expect(description).not.toHaveTextContent('The end.');
    await userEvent.click(within(description).getByRole('button', { name: 'Show all' }));
    expect(description).toHaveTextContent('The end.');
    expect(within(description).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    const claim = screen.getByRole('article', { name: 'Change #40' });
    expect(within(claim).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
    expect(claim).toHaveTextContent('cannot be reverted here');
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('reads its filters from the URL and filtering puts them back there', async () => {
    api = fakeApi(
      routes({
        [`GET ${HISTORY_URL}?entity_type=organizations&actor=ada&from=2026-03-01&page=2`]: {
          data: { count: 21, next: null, previous: `${HISTORY_URL}?page=1`, results: [EDIT] },
        },
        [`GET ${HISTORY_URL}?entity_type=organizations&actor=bo`]: { data: { count: 0, next: null, previous: null, results: [] } },
      }),
    );
    renderAreaAt('/admin/history?entity_type=organizations&actor=ada&from=2026-03-01&page=2');
    expect(await screen.findByRole('article', { name: 'Change #41' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/admin/history?entity_type=organizations&actor=ada&from=2026-03-01',
    );
    const person = screen.getByRole('textbox', { name: 'Person (email or id)' });
    await userEvent.clear(person);
    await userEvent.type(person, 'bo');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/admin/history?entity_type=organizations&actor=bo'),
    );
    expect(await screen.findByText('No change found')).toBeInTheDocument();
  });

  it('Revert asks first: Cancel sends nothing; confirming reverts and says so', async () => {
    api = fakeApi(
      routes({
        [`POST ${HISTORY_URL}41/revert/`]: { data: { message: 'Reverted change #41.', record: { id: 7, version: 5 }, revert: null } },
      }),
    );
    renderAreaAt('/admin/history');
    const edit = await screen.findByRole('article', { name: 'Change #41' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Revert' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revertRequests()).toEqual([]);

    await userEvent.click(within(edit).getByRole('button', { name: 'Revert' }));
    dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(revertRequests()).toHaveLength(1));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Reverted change #41.']));
  });

  it('a 409 shows the later change that touched the same fields', async () => {
    api = fakeApi(
      routes({
        [`POST ${HISTORY_URL}41/revert/`]: {
          status: 409,
          data: { message: 'A later change touched the same fields. Revert that one first, or edit the record.', conflict: LATER },
        },
      }),
    );
    renderAreaAt('/admin/history');
    const edit = await screen.findByRole('article', { name: 'Change #41' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Revert' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revert this change?' })).getByRole('button', { name: 'Revert' }),
    );
    const alert = await within(edit).findByRole('alert');
    expect(alert).toHaveTextContent('A later change touched the same fields.');
    const later = within(alert).getByRole('region', { name: 'Later change #45' });
    expect(later).toHaveTextContent('bo@example.com');
    expect(within(later).getAllByRole('row')[1]).toHaveTextContent(/city\s*Redmond\s*Seattle/);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
