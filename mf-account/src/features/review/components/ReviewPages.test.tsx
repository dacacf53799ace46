// /review (issue 13 §7; /review/history is now /admin/history): staff only, the queue with requester, entity and the
// readable diff, decisions with a note, the history with its filters in the URL.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';

let api: FakeApi | null = null;

/** Reject emails the requester, so it asks first. */
async function confirmReject() {
  const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
}
afterEach(() => api?.restore());
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});

const ADA = { id: 3, email: 'ada@example.com', full_name: 'Ada Fusion', verified: true };
const QUEUE = {
  claims: [
    {
      type: 'organization_claim',
      id: 9,
      status: 'pending',
      requested_at: '2026-01-02T10:00:00.000Z',
      requester: ADA,
      entity: { type: 'organization', id: 1, slug: 'cfs', display_name: 'Commonwealth Fusion Systems', is_approved: true },
      previous_decision: { status: 'rejected', note: 'Use your company email.', decided_at: '2025-12-20T09:00:00.000Z' },
    },
  ],
  new_entries: [
    {
      type: 'project',
      id: 77,
      slug: 'polaris-2',
      display_name: 'Polaris 2',
      created_at: '2026-01-03T08:00:00.000Z',
      requester: { ...ADA, verified: false },
      content: {
        id: 77,
        slug: 'polaris-2',
        display_name: 'Polaris 2',
        concept: { display_name: 'Field-Reversed Configuration', slug: 'frc' },
        project_status: 'Planned',
      },
      edits: 2,
      changes_since_added: [
        { path: 'project_status', before: null, after: 'Planned' },
        { path: 'publications[id=4].title', before: 'Draft', after: 'Final' },
      ],
    },
  ],
};

describe('/review', () => {
  it('lists the pending claims and new entries with the requester, the entity and the readable diff', async () => {
    api = fakeApi({ 'GET /api/v1/review/': { data: QUEUE } });
    renderAreaAt('/review');
    const claims = await screen.findByRole('region', { name: 'Claims (1)' });
    const claim = within(claims).getByRole('listitem');
    expect(within(claim).getByRole('link', { name: 'Commonwealth Fusion Systems' })).toHaveAttribute('href', '/organizations/cfs');
    expect(claim).toHaveTextContent('Ada Fusion (ada@example.com) verified');
    expect(claim).toHaveTextContent('January 2, 2026');
    expect(claim).toHaveTextContent('Rejected on December 20, 2025: “Use your company email.”');

    const entries = screen.getByRole('region', { name: 'New entries (1)' });
    const entry = within(entries).getByRole('listitem');
    expect(within(entry).getByRole('link', { name: 'Polaris 2' })).toHaveAttribute('href', '/projects/polaris-2');
    expect(entry).toHaveTextContent('not verified');
    expect(entry).toHaveTextContent('Field-Reversed Configuration');
    const table = within(entry).getByRole('table', { name: 'Changes to Polaris 2 since it was added' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['project status', '(none)', 'Planned'],
      ['publications › #4 › title', 'Draft', 'Final'],
    ]);
  });

  it('approves with a note: the decision is posted, the requester emailed, the queue read again', async () => {
    let decided = false;
    api = fakeApi({
      'GET /api/v1/review/': () => ({ data: decided ? { claims: [], new_entries: QUEUE.new_entries } : QUEUE }),
      'POST /api/v1/review/decisions/': () => {
        decided = true;
        return { data: { message: 'Approved.', type: 'organization_claim', id: 9, status: 'approved', email_sent: true } };
      },
    });
    renderAreaAt('/review');
    const claims = await screen.findByRole('region', { name: 'Claims (1)' });
    await userEvent.type(within(claims).getByRole('textbox', { name: 'Note to the requester (optional)' }), ' Welcome aboard. ');
    await userEvent.click(
      within(claims).getByRole('button', { name: 'Approve the claim of Commonwealth Fusion Systems by ada@example.com' }),
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'Claims (0)' })).toHaveTextContent('No record found'));
    const post = api.requests.find((request) => request.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ type: 'organization_claim', id: 9, decision: 'approve', note: 'Welcome aboard.' });
    expect(post.headers!['X-CSRFToken']).toBe('csrf-signed-in');
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Approved.']);
  });

  it('Reject asks first (the requester is emailed); Cancel sends nothing', async () => {
    api = fakeApi({ 'GET /api/v1/review/': { data: QUEUE } });
    renderAreaAt('/review');
    const entries = await screen.findByRole('region', { name: 'New entries (1)' });
    await userEvent.click(within(entries).getByRole('button', { name: 'Reject new project Polaris 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    expect(dialog).toHaveTextContent('The requester is emailed that new project Polaris 2 was declined.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'post')).toEqual([]);
  });

  it("rejects a new entry; a refusal shows the API's message", async () => {
    api = fakeApi({
      'GET /api/v1/review/': { data: QUEUE },
      'POST /api/v1/review/decisions/': {
        status: 409,
        data: { message: 'This entry is already approved and public; it cannot be rejected here.' },
      },
    });
    renderAreaAt('/review');
    const entries = await screen.findByRole('region', { name: 'New entries (1)' });
    await userEvent.click(within(entries).getByRole('button', { name: 'Reject new project Polaris 2' }));
    await confirmReject();
    expect(await within(entries).findByRole('alert')).toHaveTextContent(
      'This entry is already approved and public; it cannot be rejected here.',
    );
    const post = api.requests.find((request) => request.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ type: 'project', id: 77, decision: 'reject' });
  });

  it('says when the decision email could not be sent', async () => {
    api = fakeApi({
      'GET /api/v1/review/': { data: QUEUE },
      'POST /api/v1/review/decisions/': { data: { message: 'Rejected.', type: 'project', id: 77, status: 'rejected', email_sent: false } },
    });
    renderAreaAt('/review');
    const entries = await screen.findByRole('region', { name: 'New entries (1)' });
    await userEvent.click(within(entries).getByRole('button', { name: 'Reject new project Polaris 2' }));
    await confirmReject();
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        'Rejected. The email to the requester could not be sent.',
      ]),
    );
  });

  it('empty lists say No record found', async () => {
    api = fakeApi({ 'GET /api/v1/review/': { data: { claims: [], new_entries: [] } } });
    renderAreaAt('/review');
    expect(await screen.findAllByText('No record found')).toHaveLength(2);
  });

  it('non-staff (403) go to /profile', async () => {
    api = fakeApi({
      'GET /api/v1/review/': { status: 403, data: { message: 'Only staff can do this.' } },
      'GET /api/accounts/info/': {
        data: { full_name: 'Ada', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] },
      },
    });
    renderAreaAt('/review');
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  it('signed out: /sign-in keeping next', async () => {
    setSession({});
    api = fakeApi({});
    renderAreaAt('/review');
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/sign-in?next=%2Freview'));
  });
});

const LINK = {
  type: 'supplier_link',
  id: 55,
  status: 'pending',
  requested_at: '2026-01-05T09:00:00.000Z',
  requester: ADA,
  supplier: { id: 4, slug: 'tokamak-energy', display_name: 'Tokamak Energy', is_approved: true },
  project: { id: 2, slug: 'sparc', display_name: 'SPARC', is_approved: true },
  categories: [{ name: 'HTS Tape' }],
  description: 'Magnet tape for SPARC.',
  announcement_url: null,
};

describe('/review: paging, filters, supplier links, disabling accounts', () => {
  it('shows the total, pages with Previous/Next links that keep the filters, and reads the page from the URL', async () => {
    api = fakeApi({
      'GET /api/v1/review/?kind=claim&page=2': {
        data: { ...QUEUE, new_entries: [], supplier_links: [], count: 45, next: '/api/v1/review/?kind=claim&page=3' },
      },
    });
    renderAreaAt('/review?kind=claim&page=2');
    expect(await screen.findByRole('status')).toHaveTextContent('45 requests awaiting review · page 2');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('claim');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/review?kind=claim');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/review?kind=claim&page=3');
  });

  it('filtering puts kind, text, email and order in the URL (page 1) and reads the queue again', async () => {
    api = fakeApi({
      'GET /api/v1/review/': { data: { ...QUEUE, supplier_links: [], count: 2, next: null } },
      'GET /api/v1/review/?kind=supplier_link&q=sparc&email=ada%40example.com&sort=requested_at': {
        data: { claims: [], new_entries: [], supplier_links: [LINK], count: 1, next: null },
      },
    });
    renderAreaAt('/review');
    expect(await screen.findByRole('status')).toHaveTextContent('2 requests awaiting review');
    expect(screen.queryByRole('region', { name: /Supplier links/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'supplier_link');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text (name, slug or requester)' }), 'sparc');
    await userEvent.type(screen.getByRole('textbox', { name: 'Account email' }), 'ada@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'requested_at');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/review?kind=supplier_link&q=sparc&email=ada%40example.com&sort=requested_at',
      ),
    );
    const links = await screen.findByRole('region', { name: 'Supplier links (1)' });
    expect(screen.getByRole('status')).toHaveTextContent('1 request awaiting review');
    const link = within(links).getByRole('listitem');
    expect(within(link).getByRole('link', { name: 'Tokamak Energy' })).toHaveAttribute('href', '/organizations/tokamak-energy');
    expect(within(link).getByRole('link', { name: 'SPARC' })).toHaveAttribute('href', '/projects/sparc');
    expect(link).toHaveTextContent('HTS Tape');
    expect(link).toHaveTextContent('Magnet tape for SPARC.');
  });

  it('approves a supplier link', async () => {
    api = fakeApi({
      'GET /api/v1/review/': { data: { claims: [], new_entries: [], supplier_links: [LINK], count: 1, next: null } },
      'POST /api/v1/review/decisions/': {
        data: { message: 'Approved.', type: 'supplier_link', id: 55, status: 'approved', email_sent: true },
      },
    });
    renderAreaAt('/review');
    const links = await screen.findByRole('region', { name: 'Supplier links (1)' });
    await userEvent.click(within(links).getByRole('button', { name: 'Approve the supplier link of Tokamak Energy to SPARC' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Approved.']));
    const post = api.requests.find((request) => request.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ type: 'supplier_link', id: 55, decision: 'approve' });
  });

  it("disables the requester's account after a confirmation; cancelling sends nothing", async () => {
    let disabled = false;
    api = fakeApi({
      'GET /api/v1/review/': () => ({
        data: disabled ? { claims: [], new_entries: [], count: 0, next: null } : { ...QUEUE, count: 2, next: null },
      }),
      'POST /api/v1/review/accounts/3/disable/': () => {
        disabled = true;
        return {
          data: {
            message: 'Account disabled. Its sessions have ended and its pending requests have left the queue.',
            id: 3,
            email: 'ada@example.com',
            disabled_at: '2026-01-06T10:00:00.000Z',
          },
        };
      },
    });
    renderAreaAt('/review');
    const claims = await screen.findByRole('region', { name: 'Claims (1)' });
    const button = within(claims).getByRole('button', { name: 'Disable account ada@example.com' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(dialog).toHaveTextContent('ada@example.com will no longer be able to sign in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((request) => request.method === 'post')).toEqual([]);

    await userEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Claims (0)' })).toHaveTextContent('No record found'));
    const post = api.requests.find((request) => request.method === 'post')!;
    expect(post.url).toBe('/api/v1/review/accounts/3/disable/');
    expect(post.headers!['X-CSRFToken']).toBe('csrf-signed-in');
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Account disabled. Its sessions have ended and its pending requests have left the queue.',
    ]);
  });

  it("a refused disable shows the API's message", async () => {
    api = fakeApi({
      'GET /api/v1/review/': { data: QUEUE },
      'POST /api/v1/review/accounts/3/disable/': { status: 409, data: { message: 'Staff accounts cannot be disabled here.' } },
    });
    renderAreaAt('/review');
    const entries = await screen.findByRole('region', { name: 'New entries (1)' });
    await userEvent.click(within(entries).getByRole('button', { name: 'Disable account ada@example.com' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    expect(await within(entries).findByRole('alert')).toHaveTextContent('Staff accounts cannot be disabled here.');
  });
});
