import { screen, waitFor, within } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { projectDetail } from '../../../test-utils/directoryFixtures';
import { httpError, preloadPage, renderAreaAt, unapprovedError } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/projects/:slug'));

function serve(detail: ReturnType<typeof projectDetail>) {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === `/api/v1/projects/${detail.slug}/`) return detail;
    throw httpError(404);
  });
}

describe('/projects/{slug}', () => {
  it('shows the name, status, years, concept link, description, images, organizations, suppliers, publications and sources', async () => {
    serve(projectDetail({ year_operations_started: 2026 }));
    renderAreaAt('/projects/sparc');

    expect(await screen.findByRole('heading', { level: 1, name: 'SPARC' })).toBeInTheDocument();
    expect(document.title).toMatch(/^SPARC \|/);
    expect(screen.getByText('Under Construction')).toBeInTheDocument();
    expect(screen.getByText('Operating since 2026')).toBeInTheDocument();
    // docs/product/directory.md §4: the concept links to /projects/#{conceptSlug}.
    expect(screen.getByRole('link', { name: 'Tokamak' })).toHaveAttribute('href', '/projects/#tokamak');
    expect(screen.getByText('high-field')).toBeInTheDocument();

    const image = screen.getByRole('img', { name: 'SPARC (1 of 1)' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');

    const organizations = screen.getByRole('region', { name: 'Organizations' });
    expect(within(organizations).getByRole('link', { name: 'Commonwealth Fusion Systems' })).toHaveAttribute(
      'href',
      '/organizations/commonwealth-fusion-systems',
    );

    const suppliers = screen.getByRole('region', { name: 'Suppliers' });
    expect(within(suppliers).getByRole('link', { name: 'Faraday Factory Japan' })).toHaveAttribute(
      'href',
      '/organizations/faraday-factory-japan',
    );
    expect(within(suppliers).getByText('HTS Tape')).toBeInTheDocument();
    expect(within(suppliers).getByText('Supplies HTS tape.')).toBeInTheDocument();
    expect(within(suppliers).getByRole('link', { name: 'Announcement of Faraday Factory Japan' })).toHaveAttribute(
      'href',
      'https://example.com/ffj',
    );
    // An unapproved supplier has no page: its name is not a link.
    expect(within(suppliers).getByText('Secret Supplier').closest('a')).toBeNull();

    expect(screen.getByRole('link', { name: 'Overview of SPARC' })).toHaveAttribute('href', 'https://example.com/pub');
    expect(screen.getByRole('link', { name: 'Announcement' })).toHaveAttribute('href', 'https://example.com/sparc');

    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'SPARC overview' })).toHaveAttribute('href', 'https://example.com/sparc-source');
    expect(sources).toHaveTextContent('verified on May 21, 2025');
  });

  it('shows its plasma performance: the chart image the API draws and a table with each source (issue 26)', async () => {
    serve(
      projectDetail({
        performance_points: [
          {
            id: 1,
            shot: 'Projected',
            date: '2027-01-01',
            date_precision: 'year',
            kind: 'projection',
            ion_temperature_kev: 14,
            triple_product: 6.2e21,
            q_sci: 11,
            citation: 'S. E. Wurzel and S. C. Hsu, Phys. Plasmas (2025); original reference: Creely et al. 2020',
            source_url: 'https://doi.org/10.1017/S0022377820001257',
          },
        ],
      }),
    );
    renderAreaAt('/projects/sparc');

    const section = await screen.findByRole('region', { name: 'Plasma performance' });
    const chart = within(section).getByRole('img', { name: /^Triple product of SPARC by year: 1 point/ });
    expect(chart).toHaveAttribute('src', '/api/v1/projects/sparc/progress.svg');
    expect(chart).toHaveAttribute('width', '480');
    const row = within(section).getByRole('row', { name: /Projected/ });
    expect(row).toHaveTextContent('6.2 × 10²¹');
    expect(row).toHaveTextContent('Design projection');
    expect(within(row).getByRole('link', { name: 'Wurzel & Hsu 2025, from Creely et al. 2020' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1017/S0022377820001257',
    );
    expect(within(section).getByRole('link', { name: 'Compare on the Lawson chart' })).toHaveAttribute('href', '/progress?concept=tokamak');
  });

  it('has no performance section when the project has no points', async () => {
    serve(projectDetail());
    renderAreaAt('/projects/sparc');
    expect(await screen.findByRole('heading', { level: 1, name: 'SPARC' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plasma performance' })).toBeNull();
  });

  it('labels a merged affiliated organization and a defunct supplier next to their names (issue 19)', async () => {
    const base = projectDetail();
    const merged = {
      status: 'merged' as const,
      date: '2025-06-01',
      date_precision: 'month' as const,
      merged_into: { slug: 'commonwealth-fusion-systems', name: 'Commonwealth Fusion Systems' },
      ticker: null,
    };
    const defunct = { status: 'defunct' as const, date: '2024-01-01', date_precision: 'year' as const, merged_into: null, ticker: null };
    serve({
      ...base,
      affiliated_organizations: base.affiliated_organizations.map((organization) =>
        organization.id === 7 ? { ...organization, status: merged } : { ...organization, status: null },
      ),
      providers: base.providers.map((provider) =>
        provider.supplier.slug === 'faraday-factory-japan'
          ? { ...provider, supplier: { ...provider.supplier, status: defunct } }
          : provider,
      ),
    });
    renderAreaAt('/projects/sparc');

    const organizations = await screen.findByRole('region', { name: 'Organizations' });
    const [cfs, mit] = within(organizations).getAllByRole('listitem');
    expect(within(mit!).getByTitle('Merged into Commonwealth Fusion Systems, June 2025')).toHaveTextContent(/^Merged/);
    expect(cfs).not.toHaveTextContent('Merged');

    const suppliers = screen.getByRole('region', { name: 'Suppliers' });
    const [faraday, secret] = within(suppliers)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === suppliers);
    expect(within(faraday!).getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
    expect(secret).not.toHaveTextContent('Defunct');
  });

  it('lists the articles about the project, each linking its page (issue 24)', async () => {
    serve(projectDetail({ articles: [{ slug: 'sparc-first-plasma', title: 'SPARC nears first plasma', date: '2026-10-01' }] }));
    renderAreaAt('/projects/sparc');
    const section = await screen.findByRole('region', { name: 'Articles' });
    expect(within(section).getByRole('link', { name: 'SPARC nears first plasma' })).toHaveAttribute('href', '/articles/sparc-first-plasma');
  });

  it("says 'PENDING APPROVAL' when the API shows an unapproved project (to its claimer)", async () => {
    serve(projectDetail({ is_approved: false }));
    renderAreaAt('/projects/sparc');
    expect(await screen.findByText('PENDING APPROVAL')).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown slug, in place', async () => {
    serve(projectDetail());
    renderAreaAt('/projects/no-such-project');
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/projects/no-such-project');
  });

  it('sends a visitor to /not-found (replacing the entry) when the project is not approved yet', async () => {
    mockedGetJson.mockReset();
    mockedGetJson.mockRejectedValue(unapprovedError('Project not found.'));
    const entries = window.history.length;
    renderAreaAt('/projects/new-machine');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    expect(window.history.length).toBe(entries);
    // The area leaves /not-found to the shell: once it has re-rendered for the new path, no view of its own.
    await waitFor(() => expect(screen.queryByText('This page could not be found.')).not.toBeInTheDocument());
    expect(mockedGetJson).toHaveBeenCalledWith('/api/v1/projects/new-machine/', undefined, expect.anything());
  });

  it('shows its location as a static image the API draws, only when it has coordinates', async () => {
    serve(projectDetail({ latitude: 42.5422, longitude: -71.6118 }));
    const { unmount } = renderAreaAt('/projects/sparc');
    const location = await screen.findByRole('region', { name: 'Location' });
    const map = within(location).getByRole('img', { name: /^World map with the location of SPARC \(42\.54, -71\.61\)/ });
    expect(map).toHaveAttribute('src', '/api/v1/projects/sparc/map.svg');
    expect(map).toHaveAttribute('width', '320');
    expect(within(location).getByRole('link', { name: 'All machines on the map' })).toHaveAttribute('href', '/map');
    unmount();

    serve(projectDetail({}));
    renderAreaAt('/projects/sparc');
    expect(await screen.findByRole('heading', { level: 1, name: 'SPARC' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Location' })).not.toBeInTheDocument();
  });
});
