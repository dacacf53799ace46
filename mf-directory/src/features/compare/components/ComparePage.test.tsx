import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson } from 'mf-shared';
import { fundingEntry, organizationDetail } from '../../../test-utils/fixtures';
import { httpError, preloadPage, renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/compare'));

const ORGANIZATIONS = {
  'commonwealth-fusion-systems': organizationDetail(),
  helion: organizationDetail({
    id: 4,
    slug: 'helion',
    display_name: 'Helion',
    acronym_name: null,
    founding_year: 2013,
    city: 'Everett',
    region: 'Washington',
    total_funding: 1_000_000_000,
    projects: [
      {
        id: 30,
        slug: 'polaris',
        display_name: 'Polaris',
        project_status: 'Operating',
        is_approved: true,
        concept: { display_name: 'FRC', slug: 'frc' },
      },
    ],
    funding_received_investment: [
      fundingEntry({ id: 200, round_name: 'Series F', amount_usd: 425_000_000, announcement_date: '2025-01-28' }),
    ],
    funding_received_nondilutive: [],
  }),
  'tokamak-energy': organizationDetail({
    id: 3,
    slug: 'tokamak-energy',
    display_name: 'Tokamak Energy',
    acronym_name: null,
    founding_year: null,
    country: 'United Kingdom',
    projects: [],
    funding_received_investment: [],
    funding_received_nondilutive: [],
  }),
};

beforeEach(() => {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string, params?: unknown) => {
    const slug = /^\/api\/v1\/organizations\/([^/]+)\/$/.exec(url)?.[1];
    if (slug && slug in ORGANIZATIONS) return ORGANIZATIONS[slug as keyof typeof ORGANIZATIONS];
    if (slug) throw httpError(404);
    if (url === '/api/v1/search/') {
      return {
        results: [
          { display_name: 'Helion', slug: 'helion', is_organization: true, is_affiliate: false },
          { display_name: 'Polaris', slug: 'polaris', is_organization: false, is_affiliate: false },
        ].filter((result) => result.display_name.toLowerCase().startsWith(String((params as { query: string }).query).toLowerCase())),
        next: null,
      };
    }
    throw new Error(`unexpected call ${url}`);
  });
});

function column(table: HTMLElement, rowLabel: string): string[] {
  const row = within(table).getByRole('rowheader', { name: rowLabel }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('/compare', () => {
  it('puts three organizations side by side: concept, funding and last round, founded, country, machines, team size', async () => {
    renderAreaAt('/compare?orgs=commonwealth-fusion-systems,helion,tokamak-energy');
    const table = await screen.findByRole('table', { name: 'Compared organizations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => within(header).getAllByRole('link')[0]?.textContent),
    ).toEqual(['Commonwealth Fusion Systems', 'Helion', 'Tokamak Energy']);
    expect(column(table, 'Concept')).toEqual(['Tokamak', 'FRC', 'Not known']);
    expect(column(table, 'Total funding')).toEqual(['$2B', '$1B', '$2B']);
    expect(column(table, 'Last round')).toEqual([
      'DOE Milestone AwardMay 31, 2023 · $15M',
      'Series FJan 28, 2025 · $425M',
      'No round listed',
    ]);
    expect(column(table, 'Founded')).toEqual(['2018', '2013', 'Not known']);
    expect(column(table, 'Machines')).toEqual(['SPARCUnder Construction', 'PolarisOperating', 'None listed']);
    expect(column(table, 'Team size')).toEqual(['Not known', 'Not known', 'Not known']);
    expect(within(table).getByRole('link', { name: 'SPARC' })).toHaveAttribute('href', '/projects/sparc');
    expect(document.title).toBe('Compare Commonwealth Fusion Systems, Helion, Tokamak Energy | Fusion Energy Directory');
  });

  it("shows 'undisclosed', never $0, for an organization whose rounds have no USD figure (issue 23)", async () => {
    const answer = mockedGetJson.getMockImplementation()!;
    mockedGetJson.mockImplementation(async (url: string, params?: unknown) =>
      url === '/api/v1/organizations/tokamak-energy/'
        ? { ...ORGANIZATIONS['tokamak-energy'], total_funding: 0, total_funding_undisclosed: true }
        : answer(url, params as Parameters<typeof answer>[1]),
    );
    renderAreaAt('/compare?orgs=helion,tokamak-energy');
    const table = await screen.findByRole('table', { name: 'Compared organizations' });
    expect(column(table, 'Total funding')).toEqual(['$1B', 'undisclosed']);
  });

  it('labels a defunct organization in its column header (issue 19)', async () => {
    const defunct = { status: 'defunct' as const, date: '2024-01-01', date_precision: 'year' as const, merged_into: null, ticker: null };
    const answer = mockedGetJson.getMockImplementation()!;
    mockedGetJson.mockImplementation(async (url: string, params?: unknown) =>
      url === '/api/v1/organizations/tokamak-energy/'
        ? { ...ORGANIZATIONS['tokamak-energy'], status: defunct }
        : answer(url, params as Parameters<typeof answer>[1]),
    );
    renderAreaAt('/compare?orgs=helion,tokamak-energy');
    const table = await screen.findByRole('table', { name: 'Compared organizations' });
    const [helion, tokamak] = within(table).getAllByRole('columnheader');
    expect(within(tokamak!).getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
    expect(helion).not.toHaveTextContent('Defunct');
  });

  it('removing one is a link to the comparison without it (shareable)', async () => {
    renderAreaAt('/compare?orgs=commonwealth-fusion-systems,helion');
    expect(await screen.findByRole('link', { name: 'Remove Helion' })).toHaveAttribute('href', '/compare?orgs=commonwealth-fusion-systems');
    expect(screen.getByRole('button', { name: 'Copy link to this comparison' })).toBeInTheDocument();
  });

  it('says which names were not found, and compares the rest', async () => {
    renderAreaAt('/compare?orgs=helion,no-such-org');
    expect(await screen.findByText('Not found: no-such-org.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Helion' })).toBeInTheDocument();
  });

  it('adds an organization found by search (organizations only) to the URL', async () => {
    renderAreaAt('/compare?orgs=commonwealth-fusion-systems');
    await screen.findByRole('table', { name: 'Compared organizations' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Add an organization' }), 'Pol');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Add an organization' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Add an organization' }), 'hel');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Helion' }));
    await waitFor(() => expect(window.location.search).toBe('?orgs=commonwealth-fusion-systems,helion'));
    expect(await screen.findByRole('link', { name: 'Helion' })).toBeInTheDocument();
  });

  it('explains itself when nothing is chosen yet', async () => {
    renderAreaAt('/compare');
    expect(await screen.findByText('No organizations chosen yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organizations' })).toHaveAttribute('href', '/organizations');
  });
});
