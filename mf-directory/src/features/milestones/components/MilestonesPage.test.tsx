import { screen, within } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { preloadPage, renderAreaAt } from '../../../test-utils/renderArea';
import { LEDGER } from '../../../test-utils/milestoneFixtures';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/progress/milestones'));

beforeEach(() => {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === '/api/v1/milestones/') return LEDGER;
    throw new Error(`unexpected call ${url}`);
  });
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

describe('/progress/milestones', () => {
  it('asks the API for the filters of the URL and keeps them in the form', async () => {
    renderAreaAt('/progress/milestones?concept=tokamak&status=slipped&milestone=q-sci&sort=nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fusion milestones: promised and reached' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(mockedGetJson.mock.calls.map(([url, params]) => [url, params])).toEqual([
      ['/api/v1/milestones/', { concept: 'tokamak', milestone: 'q-sci', status: 'slipped' }],
    ]);
    const form = screen.getByRole('form', { name: 'Filter the milestones' });
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByLabelText('Status')).toHaveValue('slipped');
    expect(within(form).getByLabelText('Concept')).toHaveValue('tokamak');
  });

  it('says which claims slipped and by how much, and keeps the history of a moved date', async () => {
    renderAreaAt('/progress/milestones');
    await screen.findByRole('table');
    expect(screen.getByText(/3 milestones of 3 developers: 1 met, 1 pending, 1 slipped/)).toBeInTheDocument();
    const tae = bodyRows().find((row) => row.textContent?.includes('TAE Technologies'))!;
    expect(within(tae).getAllByText('Slipped by 10 months').length).toBeGreaterThan(0);
    const cfs = bodyRows().find((row) => row.textContent?.includes('Commonwealth'))!;
    expect(within(cfs).getByRole('list', { name: 'Earlier promised dates' })).toHaveTextContent(
      'Moved from 2025 (said February 23, 2022) to 2027, said March 3, 2026.',
    );
    expect(within(cfs).getByRole('link', { name: /^Source: Signal deep-dive/ })).toHaveAttribute(
      'href',
      'https://cwmetz.com/signal-deep-dive-commonwealth-fusion-systems',
    );
    const ladder = screen.getByRole('list', { name: "Energy Singularity: milestones in the ladder's order" });
    expect(ladder).toHaveTextContent('First plasma');
    expect(ladder).toHaveTextContent('Met in June 2024');
  });

  it('sorts by the column of ?sort= and links each heading to its sort', async () => {
    renderAreaAt('/progress/milestones?sort=status');
    await screen.findByRole('table');
    expect(firstCells()).toEqual(['TAE Technologies', 'Commonwealth Fusion Systems', 'Energy Singularity']);
    const status = screen.getByRole('columnheader', { name: /Status/ });
    expect(status).toHaveAttribute('aria-sort', 'ascending');
    expect(within(status).getByRole('link')).toHaveAttribute('href', '/progress/milestones?sort=status&dir=desc');
    expect(within(screen.getByRole('columnheader', { name: /Date/ })).getByRole('link')).toHaveAttribute(
      'href',
      '/progress/milestones?sort=date',
    );
  });

  it('links the CSV and JSON files of the filtered ledger (not of its sort)', async () => {
    renderAreaAt('/progress/milestones?concept=tokamak&status=slipped&sort=date');
    await screen.findByRole('table');
    const downloads = screen.getByRole('group', { name: 'Download these milestones' });
    expect(within(downloads).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/exports/milestones.csv?concept=tokamak&status=slipped',
    );
    expect(within(downloads).getByRole('link', { name: 'Download these milestones as JSON' })).toHaveAttribute(
      'href',
      '/api/v1/exports/milestones.json?concept=tokamak&status=slipped',
    );
  });

  it('sorts by date with ?sort=date&dir=desc (achievement or promised date)', async () => {
    renderAreaAt('/progress/milestones?sort=date&dir=desc');
    await screen.findByRole('table');
    expect(firstCells()).toEqual(['Commonwealth Fusion Systems', 'TAE Technologies', 'Energy Singularity']);
  });
});
