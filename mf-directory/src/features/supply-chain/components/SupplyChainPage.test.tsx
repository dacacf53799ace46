import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson } from 'mf-shared';
import { SUPPLY_CHAIN, SUPPLY_CHAIN_TABS } from '../../../test-utils/directoryFixtures';
import { preloadPage, renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/supply-chain'));

beforeEach(() => {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === '/api/v1/supply-chain/get-categories/') return SUPPLY_CHAIN_TABS;
    if (url === '/api/v1/supply-chain/') return { results: SUPPLY_CHAIN };
    throw new Error(`unexpected call ${url}`);
  });
});

const categories = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/supply-chain', () => {
  it('shows the heading, the search box, the tabs in spec order with counts, and every category card', async () => {
    renderAreaAt('/supply-chain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Supply Chain' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the supply chain' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All4', 'Affiliates1', 'Magnets3', 'Heating & Current Drive1', 'Vacuum Systems1']);
    expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    expect(categories()).toEqual(['Magnets', 'Heating & Current Drive', 'Vacuum Systems']);
    expect(document.title).toMatch(/^Supply Chain \|/);
  });

  it('links each organization to its page, and the gold check of an affiliate to /affiliate', async () => {
    renderAreaAt('/supply-chain');
    const magnets = await screen.findByRole('article', { name: 'Magnets' });
    const hts = within(magnets).getByRole('region', { name: 'Magnets: HTS Tape' });
    expect(within(hts).getByRole('link', { name: 'Faraday Factory Japan' })).toHaveAttribute(
      'href',
      '/organizations/faraday-factory-japan',
    );
    expect(within(hts).getByRole('link', { name: 'Tokamak Components' })).toHaveAttribute('href', '/organizations/tokamak-components');
    expect(within(hts).getByRole('link', { name: 'Tokamak Components is an affiliate member' })).toHaveAttribute('href', '/affiliate');
    expect(within(hts).getAllByRole('link')).toHaveLength(3);
  });

  it('labels a defunct supplier next to its name (issue 19), and only that one', async () => {
    const defunct = { status: 'defunct' as const, date: '2024-01-01', date_precision: 'year' as const, merged_into: null, ticker: null };
    const [magnets, ...others] = SUPPLY_CHAIN;
    const [hts, ...subs] = magnets!.sub_categories;
    const organizations = hts!.organizations.map((organization) =>
      organization.slug === 'faraday-factory-japan' ? { ...organization, status: defunct } : { ...organization, status: null },
    );
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url === '/api/v1/supply-chain/get-categories/') return SUPPLY_CHAIN_TABS;
      if (url === '/api/v1/supply-chain/')
        return { results: [{ ...magnets, sub_categories: [{ ...hts, organizations }, ...subs] }, ...others] };
      throw new Error(`unexpected call ${url}`);
    });
    renderAreaAt('/supply-chain');
    const region = await screen.findByRole('region', { name: 'Magnets: HTS Tape' });
    const [faraday, tokamak] = ['Faraday Factory Japan', 'Tokamak Components'].map((name) =>
      within(region).getByRole('link', { name }).closest('li')!,
    );
    expect(within(faraday!).getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
    expect(tokamak).not.toHaveTextContent('Defunct');
  });

  it('the hash selects the filter (kebab-case name), and choosing a tab writes it', async () => {
    renderAreaAt('/supply-chain#heating-current-drive');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Heating/ })).toHaveAttribute('aria-selected', 'true'));
    expect(categories()).toEqual(['Heating & Current Drive']);
    await userEvent.click(screen.getByRole('tab', { name: /Vacuum Systems/ }));
    expect(window.location.hash).toBe('#vacuum-systems');
    expect(categories()).toEqual(['Vacuum Systems']);
    await userEvent.click(screen.getByRole('tab', { name: /Heating/ }));
    expect(window.location.hash).toBe('#heating-current-drive');
  });

  it("accepts a category's slug (the API's links carry it), and shows All for an unknown one", async () => {
    renderAreaAt('/supply-chain#heating-and-current-drive');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Heating/ })).toHaveAttribute('aria-selected', 'true'));
    act(() => {
      window.history.pushState(null, '', '/supply-chain#nonsense');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true'));
  });

  it('the Affiliates filter keeps affiliates only and shows a note linking to /affiliate', async () => {
    renderAreaAt('/supply-chain#affiliates');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Affiliates/ })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('link', { name: 'Become an affiliate' })).toHaveAttribute('href', '/affiliate');
    const results = screen.getByRole('tabpanel');
    expect(within(results).queryByRole('link', { name: 'Faraday Factory Japan' })).not.toBeInTheDocument();
    expect(within(results).getAllByRole('link', { name: 'Tokamak Components' })).toHaveLength(2);
    expect(categories()).toEqual(['Magnets', 'Vacuum Systems']);
  });

  it('the search filters categories, sub-categories and organizations as you type', async () => {
    renderAreaAt('/supply-chain');
    const search = await screen.findByRole('searchbox', { name: 'Search the supply chain' });
    await screen.findByRole('article', { name: 'Magnets' });
    await userEvent.type(search, 'thal');
    await waitFor(() => expect(categories()).toEqual(['Heating & Current Drive']));
    await userEvent.clear(search);
    await userEvent.type(search, 'pumps');
    await waitFor(() => expect(categories()).toEqual(['Vacuum Systems']));
    expect(screen.queryByText('Gauges')).not.toBeInTheDocument();
  });

  it("shows 'No results found for {filter}.' when nothing is left", async () => {
    renderAreaAt('/supply-chain#magnets');
    const search = await screen.findByRole('searchbox', { name: 'Search the supply chain' });
    await waitFor(() => expect(categories()).toEqual(['Magnets']));
    await userEvent.type(search, 'thales');
    expect(await screen.findByText('No results found for thales.')).toBeInTheDocument();
  });
});
