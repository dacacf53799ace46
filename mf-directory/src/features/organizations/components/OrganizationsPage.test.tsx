import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson, useAuthStore } from 'mf-shared';
import { listItem, ORGANIZATIONS, TAG_TABS } from '../../../test-utils/fixtures';
import { renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

type ListParams = { tag: string; sort: string; minimal: boolean; page_size: number };

/** Calls to the list endpoint, in order. */
function listCalls(): ListParams[] {
  return mockedGetJson.mock.calls.filter(([url]) => url === '/api/v1/organizations/').map(([, params]) => params as ListParams);
}

function lastListCall(): ListParams | undefined {
  return listCalls().at(-1);
}

beforeEach(() => {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === '/api/v1/organizations/get-tags/') return TAG_TABS;
    if (url === '/api/v1/organizations/') return { results: ORGANIZATIONS, next: null };
    if (url === '/api/v1/organizations/facets/') return FACETS;
    throw new Error(`unexpected call ${url}`);
  });
  useAuthStore.setState({ is_authenticated: false });
});

const FACETS = {
  total: 2,
  country: [
    { value: 'US', label: 'United States', count: 1 },
    { value: 'GB', label: 'United Kingdom', count: 1 },
  ],
  kind: [],
  status: [{ value: 'none', label: 'Not recorded', count: 2 }],
  founding_year: { min: 2009, max: 2018 },
  total_funding: { max: 2_000_000_000 },
};

describe('/organizations list', () => {
  it('renders a card per organization from the API, each linking to its page', async () => {
    renderAreaAt('/organizations');

    const cfs = await screen.findByRole('link', { name: /^Commonwealth Fusion Systems/ });
    expect(cfs).toHaveAttribute('href', '/organizations/commonwealth-fusion-systems');
    expect(cfs).toHaveTextContent('(CFS)');
    expect(cfs).toHaveTextContent('Devens, Massachusetts, United States');
    expect(cfs).toHaveTextContent('$2B');
    expect(cfs).toHaveTextContent('Fusion Machine Developer');
    expect(within(cfs).getByRole('img', { name: 'Affiliate member' })).toBeInTheDocument();

    const tokamak = screen.getByRole('link', { name: /^Tokamak Energy/ });
    expect(tokamak).toHaveAttribute('href', '/organizations/tokamak-energy');
    expect(within(tokamak).queryByRole('img', { name: 'Affiliate member' })).not.toBeInTheDocument();
    // The tab's count shows until the whole list is in, then the list's own.
    expect(
      await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === '2 organizations'),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Organizations/);
  });

  it('labels a merged, defunct or acquired company on its card', async () => {
    const merged = {
      status: 'merged' as const,
      date: '2025-06-01',
      date_precision: 'month' as const,
      merged_into: { slug: 'commonwealth-fusion-systems', name: 'Commonwealth Fusion Systems' },
      ticker: null,
    };
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url === '/api/v1/organizations/get-tags/') return TAG_TABS;
      if (url === '/api/v1/organizations/') return { results: [ORGANIZATIONS[0], { ...ORGANIZATIONS[1], status: merged }], next: null };
      throw new Error(`unexpected call ${url}`);
    });
    renderAreaAt('/organizations');
    const tokamak = await screen.findByRole('link', { name: /^Tokamak Energy/ });
    expect(within(tokamak).getByTitle('Merged into Commonwealth Fusion Systems, June 2025')).toHaveTextContent(/^Merged/);
    expect(screen.getByRole('link', { name: /^Commonwealth Fusion Systems/ })).not.toHaveTextContent('Merged');
  });

  it("says 'undisclosed' on the card of an organization whose rounds have no USD figure, never $0 (issue 23)", async () => {
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url === '/api/v1/organizations/get-tags/') return TAG_TABS;
      if (url === '/api/v1/organizations/') {
        return { results: [ORGANIZATIONS[0], { ...ORGANIZATIONS[1], total_funding: 0, total_funding_undisclosed: true }], next: null };
      }
      throw new Error(`unexpected call ${url}`);
    });
    renderAreaAt('/organizations');
    const tokamak = await screen.findByRole('link', { name: /^Tokamak Energy/ });
    expect(tokamak).toHaveTextContent('Total funding undisclosed');
    expect(tokamak).not.toHaveTextContent('$0');
  });

  it('asks for the whole list in one page, sorted by name, for the "all" tab', async () => {
    renderAreaAt('/organizations');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    expect(lastListCall()).toEqual({ tag: 'all', sort: 'display_name', minimal: false, page_size: 9999 });
    expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows "No record found" for an empty tab', async () => {
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url === '/api/v1/organizations/get-tags/') return TAG_TABS;
      if (url === '/api/v1/organizations/facets/') return { ...FACETS, total: 0, country: [], status: [] };
      return { results: [], next: null };
    });
    renderAreaAt('/organizations#research-organizations');
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('shows an error with a working Retry when the list fails', async () => {
    let failures = 1;
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url === '/api/v1/organizations/get-tags/') return TAG_TABS;
      if (url === '/api/v1/organizations/facets/') return FACETS;
      if (failures-- > 0) throw new Error('network down');
      return { results: ORGANIZATIONS, next: null };
    });
    renderAreaAt('/organizations');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Tokamak Energy/ })).toBeInTheDocument();
  });
});

describe('tabs and the URL hash', () => {
  it('selects the tab named by the initial hash', async () => {
    renderAreaAt('/organizations#fusion-machine-developers');
    expect(await screen.findByRole('tab', { name: /Fusion Machine Developers/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastListCall()?.tag).toBe('fusion-machine-developers'));
  });

  it('falls back to "all" for an unknown hash', async () => {
    renderAreaAt('/organizations#no-such-tab');
    expect(await screen.findByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastListCall()?.tag).toBe('all'));
  });

  it('writes the hash when a tab is clicked, and loads that tab', async () => {
    renderAreaAt('/organizations');
    await userEvent.click(await screen.findByRole('tab', { name: /Funders/ }));
    expect(window.location.hash).toBe('#funders');
    expect(window.location.pathname).toBe('/organizations');
    expect(screen.getByRole('tab', { name: /Funders/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastListCall()?.tag).toBe('funders'));
  });

  it('goes back to the previous tab on Back', async () => {
    renderAreaAt('/organizations');
    await userEvent.click(await screen.findByRole('tab', { name: /Funders/ }));
    expect(screen.getByRole('tab', { name: /Funders/ })).toHaveAttribute('aria-selected', 'true');
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true'));
    expect(window.location.hash).toBe('');
    // The 'all' list is still cached, so no new request: the panel now belongs to the All tab.
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'organization-types-tab-all');
  });

  it('follows a hash change made outside the page (a link)', async () => {
    renderAreaAt('/organizations');
    await screen.findByRole('tab', { name: /All/ });
    act(() => {
      window.location.hash = '#technology-developers';
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: /Technology Developers/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(lastListCall()?.tag).toBe('technology-developers'));
  });
});

describe('sort menu', () => {
  async function chooseSort(label: string) {
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(screen.getByRole('option', { name: label }));
  }

  it('offers Total funding on fusion-machine-developers and sorts descending by it', async () => {
    renderAreaAt('/organizations#fusion-machine-developers');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    await chooseSort('Total funding');
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'fusion-machine-developers', sort: '-total_funding' }));
  });

  it('does not offer Total funding on "all"', async () => {
    renderAreaAt('/organizations');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name', 'Country']);
  });

  it('resets Country to Name when switching to funders', async () => {
    renderAreaAt('/organizations');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    await chooseSort('Country');
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'all', sort: 'country' }));

    await userEvent.click(screen.getByRole('tab', { name: /Funders/ }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'funders', sort: 'display_name' }));
    expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Name');
  });

  it('keeps Country when switching to a tab that does not reset it', async () => {
    renderAreaAt('/organizations');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    await chooseSort('Country');
    await userEvent.click(screen.getByRole('tab', { name: /Technology Developers/ }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'technology-developers', sort: 'country' }));
  });

  it('resets Total funding to Name when the new tab does not offer it', async () => {
    renderAreaAt('/organizations#technology-developers');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    await chooseSort('Total funding');
    await userEvent.click(screen.getByRole('tab', { name: /All/ }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'all', sort: 'display_name' }));
  });
});

describe('exports and compare', () => {
  it('links the CSV and JSON of the current tab and sort', async () => {
    renderAreaAt('/organizations#fusion-machine-developers');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/v1/exports/organizations.csv?tag=fusion-machine-developers&sort=display_name',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Total funding' }));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/exports/organizations.csv?tag=fusion-machine-developers&sort=-total_funding',
    );
    expect(screen.getByRole('link', { name: 'Download these organizations as JSON' })).toHaveAttribute(
      'href',
      '/api/v1/exports/organizations.json?tag=fusion-machine-developers&sort=-total_funding',
    );
  });

  it('each card has a Compare action outside its main link', async () => {
    renderAreaAt('/organizations');
    const compare = await screen.findByRole('link', { name: 'Compare Tokamak Energy' });
    expect(compare).toHaveAttribute('href', '/compare?orgs=tokamak-energy');
    expect(compare.closest('a')?.parentElement?.closest('a')).toBeNull();
  });
});

describe('Add Organization', () => {
  it('links to the add form when signed in', async () => {
    useAuthStore.setState({ is_authenticated: true });
    renderAreaAt('/organizations');
    expect(await screen.findByRole('link', { name: 'Add Organization' })).toHaveAttribute('href', '/organizations/add');
  });

  it('opens a dialog offering Sign In and Create Account when signed out', async () => {
    renderAreaAt('/organizations');
    expect(screen.queryByRole('link', { name: 'Add Organization' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Organization' }));

    // The dialog's code is its own chunk, loaded on demand.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?redirectNewOrg=true');
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/create-account?redirectNewOrg=true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/organizations facets (issue 24)', () => {
  it('choosing a country puts it in the query string and asks the API for it, with a chip to remove it', async () => {
    renderAreaAt('/organizations');
    await screen.findByRole('link', { name: /^Tokamak Energy/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom (1)');
    await waitFor(() => expect(window.location.search).toBe('?country=GB'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'all', country: 'GB', page_size: 9999 }));
    expect(screen.getByRole('link', { name: 'Remove filter Country: United Kingdom' })).toHaveAttribute('href', '/organizations');
  });

  it('sends the name on Enter and keeps the tab in the query string', async () => {
    renderAreaAt('/organizations#funders');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Funders/ })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name' }), 'tokamak{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?tag=funders&q=tokamak'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'funders', q: 'tokamak' }));
  });

  it('the hash wins over ?tag= in the browser', async () => {
    renderAreaAt('/organizations?tag=funders#technology-developers');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Technology Developers/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'technology-developers' }));
  });

  it('without a hash, ?tag= picks the tab', async () => {
    renderAreaAt('/organizations?tag=funders');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Funders/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'funders' }));
  });
});

it('renders every card of a long list, so the browser can find any of them (issue 24)', async () => {
  const many = Array.from({ length: 100 }, (_, i) => listItem({ id: 1000 + i, slug: `org-${i}`, display_name: `Organization ${i}` }));
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === '/api/v1/organizations/get-tags/') return TAG_TABS;
    if (url === '/api/v1/organizations/') return { results: many, next: null };
    if (url === '/api/v1/organizations/facets/') return { ...FACETS, total: many.length };
    throw new Error(`unexpected call ${url}`);
  });
  renderAreaAt('/organizations');
  // Far beyond the first page (24) and a screenful: in the document, not windowed away.
  expect(await screen.findByRole('link', { name: /^Organization 99/ })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Organizations' })).getAllByRole('listitem')).toHaveLength(100);
});

it('loads a list longer than the browser can find in pages, never in one answer of 9999 (issue 24)', async () => {
  const TOTAL = 2_500;
  const all = Array.from({ length: TOTAL }, (_, i) => listItem({ id: 10_000 + i, slug: `org-${i}`, display_name: `Organization ${i}` }));
  mockedGetJson.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/api/v1/organizations/get-tags/') return TAG_TABS;
    if (url === '/api/v1/organizations/facets/') return { ...FACETS, total: TOTAL };
    if (url === '/api/v1/organizations/') {
      const size = Number(params?.page_size);
      const start = (Number(params?.page ?? 1) - 1) * size;
      return { results: all.slice(start, start + size), next: start + size < TOTAL ? 'next' : null };
    }
    throw new Error(`unexpected call ${url}`);
  });
  renderAreaAt('/organizations');
  await waitFor(() => expect(lastListCall()).toMatchObject({ page: 1, page_size: 500 }));
  expect(listCalls().map((call) => call.page_size)).not.toContain(9999);
  // The count is the whole list's, and each card says where it stands in it.
  expect(await screen.findByText('2500')).toBeInTheDocument();
  const firstCard = (await screen.findAllByRole('listitem'))[0]!;
  expect(firstCard).toHaveAttribute('aria-setsize', String(TOTAL));
});
