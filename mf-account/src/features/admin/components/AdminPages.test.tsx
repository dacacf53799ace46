// /admin, /admin/:entity, /admin/:entity/new and /admin/:entity/:id (issue 19 item 3), against
// the admin API contract (network faked): the dashboard and list built from the meta, the list's
// state in the URL and in the API request, the generic form's rules, If-Match, the 409 conflict,
// field errors, unpublish with a confirmation, and the staff rules.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN, type Routes } from '../../../test-utils/renderArea';
import type { AdminMeta, AdminRecord } from '../api/types';

let api: FakeApi | null = null;
afterEach(() => api?.restore());
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'planned', label: 'Planned' },
];

const META: AdminMeta = {
  entities: [
    {
      name: 'projects',
      label: 'Project',
      label_plural: 'Projects',
      public_path: '/projects/{slug}',
      title_field: 'name',
      list_columns: ['title', 'status', 'founded_year'],
      filters: [{ name: 'status', label: 'Status', type: 'select', options: STATUS_OPTIONS }],
      sort_fields: ['name', 'founded_year'],
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, max_length: 20 },
        { name: 'status', label: 'Status', type: 'select', required: false, options: STATUS_OPTIONS },
        { name: 'founded_year', label: 'Founded', type: 'integer', required: false, min: 1800, max: 2200 },
        { name: 'website', label: 'Website', type: 'url', required: false },
        { name: 'description', label: 'Description', type: 'markdown', required: false },
        { name: 'organization', label: 'Organization', type: 'relation', required: false, relation: 'organizations' },
        { name: 'slug', label: 'Slug', type: 'text', required: false, read_only: true },
      ],
    },
    {
      name: 'fx-rates',
      label: 'Exchange rate',
      label_plural: 'Exchange rates',
      public_path: null,
      title_field: 'key',
      list_columns: ['title'],
      filters: [],
      sort_fields: [],
      fields: [],
    },
  ],
};

const ROWS = [
  { id: 7, version: 3, deleted_at: null, public_url: '/projects/polaris', title: 'Polaris', status: 'active', founded_year: 2021 },
  {
    id: 8,
    version: 1,
    deleted_at: '2026-01-02T10:00:00.000Z',
    public_url: null,
    title: 'Old Device',
    status: 'planned',
    founded_year: null,
  },
];

const RECORD: AdminRecord = {
  id: 7,
  version: 3,
  deleted_at: null,
  public_url: '/projects/polaris',
  name: 'Polaris',
  status: 'active',
  founded_year: 2021,
  website: 'https://helionenergy.com',
  description: 'A **pulsed** device.',
  organization: 12,
  slug: 'polaris',
  relation_labels: { organization: { 12: 'Helion Energy' } },
};

const META_ROUTE = { 'GET /api/v1/admin/meta/': { data: META } };
const LIST_URL = '/api/v1/admin/projects/';
const page = (query: string) => `GET ${LIST_URL}?${query}`;
const listAnswer = (rows = ROWS, count = rows.length) => ({ data: { count, next: null, previous: null, results: rows } });

const location = () => `${window.location.pathname}${window.location.search}`;
const listRequests = () =>
  api!.requests
    .filter((request) => request.url === LIST_URL)
    .map((request) => new URLSearchParams(request.params as Record<string, string>).toString());
const bodyOf = (method: string) => {
  const request = api!.requests.find((candidate) => candidate.method === method);
  return request && { body: typeof request.data === 'string' ? JSON.parse(request.data) : request.data, headers: request.headers! };
};

describe('/admin', () => {
  it('lists the entities of the meta with links, and the review queue and history', async () => {
    api = fakeApi(META_ROUTE);
    renderAreaAt('/admin');
    const entities = await screen.findByRole('list', { name: 'Directory data' });
    expect(
      within(entities)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Projects', '/admin/projects'],
      ['Add', '/admin/projects/new'],
      ['Exchange rates', '/admin/fx-rates'],
      ['Add', '/admin/fx-rates/new'],
    ]);
    expect(within(entities).getByRole('link', { name: 'Add project' })).toHaveAttribute('href', '/admin/projects/new');
    const contributions = screen.getByRole('list', { name: 'Contributions' });
    expect(within(contributions).getByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/review');
    expect(within(contributions).getByRole('link', { name: 'History of changes' })).toHaveAttribute('href', '/admin/history');
    // The admin navigation on every admin page names the same entities.
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Exchange rates' })).toHaveAttribute(
      'href',
      '/admin/fx-rates',
    );
  });

  it('sends a signed-in user without staff rights (403) to /profile', async () => {
    api = fakeApi({
      'GET /api/v1/admin/meta/': { status: 403, data: { message: 'Only staff can do this.' } },
      'GET /api/accounts/info/': {
        data: { full_name: 'Ada', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] },
      },
    });
    renderAreaAt('/admin');
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  it('sends a signed-out visitor to /sign-in, keeping where they were going', async () => {
    setSession({});
    api = fakeApi({});
    renderAreaAt('/admin/projects?sort=name');
    await waitFor(() => expect(location()).toBe(`/sign-in?${new URLSearchParams({ next: '/admin/projects?sort=name' })}`));
    expect(api.requests).toEqual([]);
  });

  it('an entity the meta does not have is not found', async () => {
    api = fakeApi(META_ROUTE);
    renderAreaAt('/admin/spaceships');
    expect(await screen.findByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
  });
});

describe('/admin/:entity', () => {
  it('renders the rows of the answer: title linking to the edit form, the columns, the public page', async () => {
    api = fakeApi({ ...META_ROUTE, [page('page_size=25&deleted=exclude')]: listAnswer() });
    renderAreaAt('/admin/projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Name↕', 'Status', 'Founded↕', 'Public page'],
      ['Polaris', 'Active', '2021', 'View'],
      ['Old Device', 'Planned', '—', 'Unpublished'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Edit Polaris' })).toHaveAttribute('href', '/admin/projects/7');
    expect(within(rows[1]!).getByRole('link', { name: 'View Polaris on the site' })).toHaveAttribute('href', '/projects/polaris');
    expect(screen.getByRole('status')).toHaveTextContent('2 records');
  });

  it('sorts by a column through the API: the sort button asks for ascending, then descending', async () => {
    api = fakeApi({
      ...META_ROUTE,
      [page('page_size=25&deleted=exclude')]: listAnswer(),
      [page('sort=name&page_size=25&deleted=exclude')]: listAnswer([ROWS[1]!, ROWS[0]!]),
      [page('sort=-name&page_size=25&deleted=exclude')]: listAnswer(),
    });
    renderAreaAt('/admin/projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    // Status is not a sort field of the meta: no button.
    expect(within(table).queryByRole('button', { name: /Status/ })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(location()).toBe('/admin/projects?sort=name'));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Old Device'));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(location()).toBe('/admin/projects?sort=-name'));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(listRequests()).toEqual([
      'page_size=25&deleted=exclude',
      'sort=name&page_size=25&deleted=exclude',
      'sort=-name&page_size=25&deleted=exclude',
    ]);
  });

  it('filters and searches through the API (page 1, kept in the URL); Show unpublished asks for deleted=include', async () => {
    api = fakeApi({
      ...META_ROUTE,
      [page('page=2&page_size=25&deleted=exclude')]: {
        data: { count: 60, next: `${LIST_URL}?page=3`, previous: `${LIST_URL}?page=1`, results: ROWS },
      },
      [page('q=polaris&page_size=25&deleted=exclude&status=active')]: listAnswer([ROWS[0]!]),
      [page('q=polaris&page_size=25&deleted=include&status=active')]: listAnswer(),
    });
    renderAreaAt('/admin/projects?page=2');
    expect(await screen.findByRole('status')).toHaveTextContent('60 records · page 2 of 3');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/admin/projects');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/admin/projects?page=3');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'polaris');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(location()).toBe('/admin/projects?q=polaris&status=active'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 record'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show unpublished' }));
    await waitFor(() => expect(location()).toBe('/admin/projects?q=polaris&deleted=include&status=active'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 records'));
    expect(screen.getByRole('checkbox', { name: 'Show unpublished' })).toBeChecked();
  });
});

const RECORD_URL = '/api/v1/admin/projects/7/';
const recordRoutes = (more: Routes = {}): Routes => ({ ...META_ROUTE, [`GET ${RECORD_URL}`]: { data: { record: RECORD } }, ...more });

async function openRecord(more: Routes = {}) {
  api = fakeApi(recordRoutes(more));
  renderAreaAt('/admin/projects/7');
  return screen.findByRole('textbox', { name: 'Name (required)' });
}

describe('/admin/:entity/:id and /new: the generic form', () => {
  it('builds the inputs from the meta, filled from the record; read-only fields are shown, not editable', async () => {
    const name = await openRecord();
    expect(name).toHaveValue('Polaris');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('textbox', { name: 'Founded' })).toHaveValue('2021');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('https://helionenergy.com');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('A **pulsed** device.');
    expect(screen.getByRole('combobox', { name: 'Organization' })).toBeInTheDocument();
    // The relation shows the title the record came with (relation_labels), not its id.
    expect(screen.getByRole('list', { name: 'Chosen: Organization' })).toHaveTextContent('Helion Energy');
    expect(screen.getByRole('button', { name: 'Remove Helion Energy' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Slug' })).not.toBeInTheDocument();
    expect(screen.getByText('polaris')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/projects/polaris');
  });

  it('previews the Markdown as sanitized HTML while it is typed', async () => {
    await openRecord();
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('pulsed'));
    const description = screen.getByRole('textbox', { name: /^Description/ });
    await userEvent.clear(description);
    // userEvent reads '[' and '{' as key names: paste the Markdown instead.
    await userEvent.click(description);
    await userEvent.paste('## Plan\n\n<img src="x" onerror="alert(1)"><script>alert(2)</script>[site](javascript:alert(3))');
    await waitFor(() => expect(preview.querySelector('h2')).toHaveTextContent('Plan'));
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
    expect(preview.innerHTML).not.toContain('javascript:');
  });

  it('validates with the rules of the meta (required, max length, integer bounds) before sending anything', async () => {
    const name = await openRecord();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await userEvent.type(name, 'A name far longer than twenty');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Founded' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Founded' }), '1700');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at most 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('Founded must be at least 1800.')).toBeInTheDocument();
    expect(api!.requests.filter((request) => request.method !== 'get')).toEqual([]);
  });

  it('saves the changed fields only, with If-Match: "<version>"', async () => {
    const name = await openRecord({
      [`PATCH ${RECORD_URL}`]: { data: { record: { ...RECORD, name: 'Polaris II', founded_year: 2022, version: 4 } } },
    });
    await userEvent.clear(name);
    await userEvent.type(name, ' Polaris II ');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Founded' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Founded' }), '2022');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/Version 4\./)).toBeInTheDocument());
    const patch = bodyOf('patch')!;
    expect(patch.body).toEqual({ name: 'Polaris II', founded_year: 2022 });
    expect(patch.headers['If-Match']).toBe('"3"');
    expect(patch.headers['X-CSRFToken']).toBe('csrf-signed-in');
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Saved.']);
  });

  it('a 409 says someone saved first; loading their version shows it, lists my change, and the next save matches it', async () => {
    let saves = 0;
    const theirs = { ...RECORD, name: 'Polaris (theirs)', version: 5 };
    const name = await openRecord({
      [`PATCH ${RECORD_URL}`]: () => {
        saves += 1;
        return saves === 1
          ? { status: 409, data: { message: 'Someone else saved this record first.', current: theirs } }
          : { data: { record: { ...theirs, name: 'Mine again', version: 6 } } };
      },
    });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('region', { name: 'Someone else saved this page while you were editing.' });
    expect(name).toHaveValue('Mine');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Load the current version' }));
    expect(name).toHaveValue('Polaris (theirs)');
    const loaded = screen.getByRole('region', { name: 'The current version is loaded.' });
    expect(loaded).toHaveTextContent('name');
    expect(loaded).toHaveTextContent('Mine');

    await userEvent.clear(name);
    await userEvent.type(name, 'Mine again');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/Version 6\./)).toBeInTheDocument());
    const patches = api!.requests.filter((request) => request.method === 'patch');
    expect(patches.map((request) => request.headers!['If-Match'])).toEqual(['"3"', '"5"']);
    expect(JSON.parse(patches[1]!.data as string)).toEqual({ name: 'Mine again' });
  });

  it('a 400 naming a field shows its message on that field', async () => {
    const name = await openRecord({
      [`PATCH ${RECORD_URL}`]: { status: 400, data: { message: 'Another project already has this name.', field: 'name' } },
    });
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Another project already has this name.');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('unpublish asks first: Cancel sends nothing; confirming sends DELETE with If-Match and shows it unpublished; Restore asks too', async () => {
    const unpublished = { ...RECORD, deleted_at: '2026-02-01T09:00:00.000Z', public_url: null, version: 4 };
    await openRecord({
      [`DELETE ${RECORD_URL}`]: { data: { message: 'Unpublished.', record: unpublished } },
      [`POST ${RECORD_URL}restore/`]: { data: { record: { ...RECORD, version: 5 } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unpublish this record?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api!.requests.filter((request) => request.method === 'delete')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    dialog = await screen.findByRole('dialog', { name: 'Unpublish this record?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.getByText(/Unpublished on February 1, 2026/)).toBeInTheDocument());
    expect(bodyOf('delete')!.headers['If-Match']).toBe('"3"');
    expect(screen.queryByRole('link', { name: 'View the public page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    dialog = await screen.findByRole('dialog', { name: 'Restore this record?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument());
    expect(api!.requests.some((request) => request.method === 'post' && request.url === `${RECORD_URL}restore/`)).toBe(true);
  });

  it('creates a record (POST) with a relation picked by search-as-you-type, then opens it', async () => {
    api = fakeApi({
      ...META_ROUTE,
      'GET /api/v1/admin/organizations/lookup/?q=heli&limit=10': {
        data: {
          results: [
            { id: 12, label: 'Helion Energy' },
            { id: 13, label: 'Helical Fusion' },
          ],
        },
      },
      [`POST ${LIST_URL}`]: { status: 201, data: { record: { ...RECORD, id: 9, name: 'Orion', organization: 13 } } },
      'GET /api/v1/admin/projects/9/': { data: { record: { ...RECORD, id: 9, name: 'Orion', organization: 13 } } },
    });
    renderAreaAt('/admin/projects/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name (required)' }), 'Orion');
    const picker = screen.getByRole('combobox', { name: 'Organization' });
    await userEvent.type(picker, 'heli');
    const listbox = await screen.findByRole('listbox', { name: 'Organization: results' });
    expect(await within(listbox).findAllByRole('option')).toHaveLength(2);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('list', { name: 'Chosen: Organization' })).toHaveTextContent('Helical Fusion');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/projects/9'));
    expect(bodyOf('post')!.body).toEqual({
      name: 'Orion',
      status: null,
      founded_year: null,
      website: null,
      description: null,
      organization: 13,
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Project created.']);
  });
});

describe('/admin/articles/new: mentions suggested from the text (issue 24)', () => {
  const ARTICLES = {
    ...META.entities[1]!,
    name: 'articles',
    label: 'Article',
    label_plural: 'Articles',
    title_field: 'title',
    fields: [
      { name: 'title', label: 'Title', type: 'text' as const, required: true },
      { name: 'body', label: 'Body', type: 'markdown' as const, required: true },
      {
        name: 'mentioned_organizations',
        label: 'Organizations mentioned',
        type: 'relation-list' as const,
        required: false,
        relation: 'organizations',
        suggest_from: ['title', 'body'],
      },
    ],
  };

  it('posts the text as typed, offers the names found, and adds the one picked', async () => {
    api = fakeApi({
      'GET /api/v1/admin/meta/': { data: { entities: [ARTICLES] } },
      'POST /api/v1/admin/articles/suggestions/': {
        data: {
          results: [
            { id: 12, label: 'Helion Energy' },
            { id: 3, label: 'Commonwealth Fusion Systems' },
          ],
        },
      },
    });
    renderAreaAt('/admin/articles/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title (required)' }), 'Helion and CFS');
    await userEvent.type(screen.getByRole('textbox', { name: 'Body (required)' }), 'Both build machines.');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest from the title, body' }));

    const suggested = await screen.findByRole('list', { name: 'Suggested: Organizations mentioned' });
    expect(bodyOf('post')!.body).toEqual({ field: 'mentioned_organizations', text: 'Helion and CFS\n\nBoth build machines.' });
    await userEvent.click(within(suggested).getByRole('button', { name: '+ Helion Energy' }));
    expect(screen.getByRole('list', { name: 'Chosen: Organizations mentioned' })).toHaveTextContent('Helion Energy');
    // What is chosen is no longer offered.
    expect(within(screen.getByRole('list', { name: 'Suggested: Organizations mentioned' })).getAllByRole('button')).toHaveLength(1);
  });

  it('says so when the text names nothing new, and shows the API’s message when it refuses', async () => {
    api = fakeApi({
      'GET /api/v1/admin/meta/': { data: { entities: [ARTICLES] } },
      'POST /api/v1/admin/articles/suggestions/': { data: { results: [] } },
    });
    renderAreaAt('/admin/articles/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest from the title, body' }));
    expect(await screen.findByText('The text names nothing more.')).toBeInTheDocument();
    api.restore();

    api = fakeApi({
      'GET /api/v1/admin/meta/': { data: { entities: [ARTICLES] } },
      'POST /api/v1/admin/articles/suggestions/': { status: 400, data: { message: "Article has no suggestions for 'x'." } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Suggest from the title, body' }));
    expect(await screen.findByText("Article has no suggestions for 'x'.")).toBeInTheDocument();
  });
});

describe('/admin/organizations/:id', () => {
  const ORGANIZATIONS = {
    ...META.entities[1]!,
    name: 'organizations',
    label: 'Organization',
    label_plural: 'Organizations',
    title_field: 'name',
    fields: [{ name: 'name', label: 'Name', type: 'text' as const, required: true }],
  };
  const routes = (subscription: Routes[string]): Routes => ({
    'GET /api/v1/admin/meta/': { data: { entities: [ORGANIZATIONS] } },
    'GET /api/v1/admin/organizations/12/': { data: { record: { id: 12, version: 1, deleted_at: null, public_url: null, name: 'Helion' } } },
    'GET /api/v1/admin/organizations/12/subscription/': subscription,
  });

  it('shows the affiliate subscription read-only: plan, status, paid through, payer', async () => {
    api = fakeApi(
      routes({
        data: {
          organization_id: 12,
          plan: 'yearly',
          status: 'active',
          membership_status: 'canceled',
          cancel_at_period_end: true,
          is_affiliate: true,
          paid_through: '2027-03-15T12:00:00.000Z',
          ended_at: null,
          stripe_customer_id: 'cus_1',
          subscription_id: 'sub_1',
          payer: { email: 'payer@example.com', name: 'Pat Payer', user_id: 5 },
        },
      }),
    );
    renderAreaAt('/admin/organizations/12');
    const panel = await screen.findByRole('region', { name: 'Affiliate subscription' });
    await within(panel).findByText('Annual');
    const facts = within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Plan', 'Annual'],
      ['Status', 'active (will not renew)'],
      ['Affiliate now', 'Yes'],
      ['Paid through', 'March 15, 2027'],
      ['Payer', 'Pat Payer, payer@example.com'],
    ]);
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when there is no subscription', async () => {
    api = fakeApi(
      routes({
        data: {
          organization_id: 12,
          plan: null,
          status: null,
          membership_status: null,
          cancel_at_period_end: false,
          is_affiliate: false,
          paid_through: null,
          ended_at: null,
          stripe_customer_id: null,
          subscription_id: null,
          payer: null,
        },
      }),
    );
    renderAreaAt('/admin/organizations/12');
    const panel = await screen.findByRole('region', { name: 'Affiliate subscription' });
    expect(await within(panel).findByText('No subscription.')).toBeInTheDocument();
  });
});
