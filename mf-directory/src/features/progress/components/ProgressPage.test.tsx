import { fireEvent, screen, within } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { preloadPage, renderAreaAt } from '../../../test-utils/renderArea';
import { STELLARATOR_POINTS } from './progressFixtures';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/progress'));

beforeEach(() => {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === '/api/v1/progress/points/') return STELLARATOR_POINTS;
    throw new Error(`unexpected call ${url}`);
  });
});

describe('/progress?concept=stellarator', () => {
  it('asks for the concept of the URL and shows the chart, the table and the methodology', async () => {
    renderAreaAt('/progress?concept=stellarator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fusion progress: Stellarator' })).toBeInTheDocument();
    expect(mockedGetJson.mock.calls.map(([url, params]) => [url, params])).toEqual([
      ['/api/v1/progress/points/', { concept: 'stellarator' }],
    ]);
    expect(screen.getByRole('link', { name: /Stellarator/, current: 'page' })).toHaveAttribute('href', '/progress?concept=stellarator');

    const figure = screen.getByRole('figure', { name: 'Triple product against ion temperature' });
    const drawing = await within(figure).findAllByRole('img', { name: 'Triple product against ion temperature' });
    expect(drawing).toHaveLength(2); // the wide and the narrow drawing
    const titles = [...drawing[0]!.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toEqual([
      'LHD High triple product, 2008: n T τ 5.2 × 10¹⁹ keV·m⁻³·s at 0.47 keV. Source: Wurzel & Hsu 2022, from Komori_2010',
      'W7-X W7X 20171207.006, Dec 7, 2017: n T τ 6.2 × 10¹⁹ keV·m⁻³·s at 3.5 keV. Source: Wurzel & Hsu 2022, from Baldzuhn_2020; Wolf_2019; Bozhenkov_2020',
    ]);

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByRole('link', { name: 'W7-X' })).toHaveAttribute('href', '/projects/wendelstein-7-x');
    expect(within(rows[2]!).getByRole('link', { name: /Wurzel & Hsu 2022/ })).toHaveAttribute('href', 'https://doi.org/10.1063/5.0083990');
    expect(rows[1]).toHaveTextContent('LHD'); // not listed here yet: no link
    expect(within(rows[1]!).queryByRole('link', { name: 'LHD' })).toBeNull();

    expect(screen.getByRole('region', { name: 'How this is made' })).toHaveTextContent('MIT');
    expect(screen.getByRole('link', { name: 'doi.org/10.1063/5.0297357' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/exports/performance-points.csv?concept=stellarator',
    );
  });

  it('a tooltip names the point and its source when pointing at a marker', async () => {
    renderAreaAt('/progress?concept=stellarator');
    const figure = await screen.findByRole('figure', { name: 'Triple product against ion temperature' });
    const [drawing] = await within(figure).findAllByRole('img', { name: 'Triple product against ion temperature' });
    fireEvent.pointerMove(drawing!.querySelector('[data-point]')!, { clientX: 10, clientY: 10 });
    expect(within(figure).getByRole('tooltip')).toHaveTextContent('LHD High triple product, 2008');
    expect(within(figure).getByRole('tooltip')).toHaveTextContent('Source: Wurzel & Hsu 2022, from Komori_2010');
    fireEvent.pointerLeave(drawing!.parentElement!.parentElement!);
    expect(within(figure).queryByRole('tooltip')).toBeNull();
  });
});
