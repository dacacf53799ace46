import { screen, within } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { preloadPage, renderAreaAt } from '../../../test-utils/renderArea';
import type { MapProject, MapView } from '../api/mapApi';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/map'));

const STELLARATOR = { slug: 'stellarator', display_name: 'Stellarator' };
const TOKAMAK = { slug: 'tokamak', display_name: 'Tokamak' };
const machine = (slug: string, name: string, concept: typeof STELLARATOR, status: string, country: string): MapProject => ({
  slug,
  display_name: name,
  concept,
  project_status: status,
  country,
});
const W7X = machine('wendelstein-7-x', 'Wendelstein 7-X', STELLARATOR, 'Operating', 'Germany');
const W7AS = machine('wendelstein-7-as', 'Wendelstein 7-AS', STELLARATOR, 'Shut Down', 'Germany');
const LHD = machine('lhd', 'LHD', STELLARATOR, 'Operating', 'Japan');
const JET = machine('jet', 'JET', TOKAMAK, 'Shut Down', 'United Kingdom');

/** A fake API: the markers (W7-X and W7-AS merged) filtered by the parameters the page sends. */
function serve() {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url !== '/api/v1/map/') throw new Error(`unexpected call ${url}`);
    const keep = (project: MapProject) =>
      (!params?.concept || project.concept?.slug === params.concept) && (!params?.status || project.project_status === params.status);
    const markers = [
      { x: 510, y: 90, projects: [W7AS, W7X].filter(keep) },
      { x: 830, y: 140, projects: [LHD].filter(keep) },
      { x: 470, y: 80, projects: [JET].filter(keep) },
    ].filter((marker) => marker.projects.length > 0);
    const view: MapView = {
      width: 960,
      height: 500,
      merge_radius: 8,
      land_url: '/api/v1/map/land.svg',
      total: markers.reduce((sum, marker) => sum + marker.projects.length, 0),
      markers,
      options: {
        concepts: [
          { value: 'stellarator', label: 'Stellarator', count: 3 },
          { value: 'tokamak', label: 'Tokamak', count: 1 },
        ],
        statuses: [
          { value: 'Operating', label: 'Operating', count: 2 },
          { value: 'Shut Down', label: 'Shut Down', count: 2 },
        ],
      },
    };
    return view;
  });
}

describe('/map', () => {
  it('?concept=stellarator lists and draws only stellarators, the merged marker with its count', async () => {
    serve();
    renderAreaAt('/map?concept=stellarator');
    const list = await screen.findByRole('list', { name: 'Machines on the map' });
    expect(mockedGetJson).toHaveBeenCalledWith('/api/v1/map/', { concept: 'stellarator' }, expect.anything());
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Wendelstein 7-AS', 'Wendelstein 7-X', 'LHD']);
    expect(links[0]).toHaveAttribute('href', '/projects/wendelstein-7-as');
    expect(within(list).queryByText('JET')).not.toBeInTheDocument();
    expect(list).toHaveTextContent('2 machines at one point of the map (Germany)');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 Stellarator machines');

    const map = screen.getByRole('img', { name: 'World map of fusion machines' });
    expect(map).toHaveAccessibleDescription(/^3 Stellarator machines with known coordinates/);
    const markers = map.querySelectorAll('a');
    expect([...markers].map((marker) => marker.getAttribute('href'))).toEqual(['/projects/wendelstein-7-as', '/projects/lhd']);
    expect(markers[0]?.querySelector('text')).toHaveTextContent('2');
    expect(markers[0]?.querySelector('title')).toHaveTextContent(
      '2 machines: Wendelstein 7-AS · Stellarator · Shut Down; Wendelstein 7-X · Stellarator · Operating',
    );
    expect(map.querySelector('image')).toHaveAttribute('href', '/api/v1/map/land.svg');
  });

  it('the filters are a GET form to /map with concept and status selects and their counts', async () => {
    serve();
    renderAreaAt('/map?concept=stellarator&status=Operating');
    expect(await screen.findByRole('list', { name: 'Machines on the map' })).toHaveTextContent(/^Wendelstein 7-X.*LHD/);
    const form = screen.getByRole('search', { name: 'Map filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/map');
    const concept = within(form).getByRole('combobox', { name: 'Concept' });
    expect(concept).toHaveAttribute('name', 'concept');
    expect(concept).toHaveValue('stellarator');
    expect(
      within(concept)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All concepts', 'Stellarator (3)', 'Tokamak (1)']);
    const status = within(form).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveAttribute('name', 'status');
    expect(status).toHaveValue('Operating');
    expect(within(form).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    expect(mockedGetJson).toHaveBeenCalledWith('/api/v1/map/', { concept: 'stellarator', status: 'Operating' }, expect.anything());
  });

  it('names its sources: Natural Earth and fusion-world', async () => {
    serve();
    renderAreaAt('/map');
    await screen.findByRole('list', { name: 'Machines on the map' });
    expect(screen.getByRole('link', { name: 'Natural Earth' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'fusion-world' })).toHaveAttribute(
      'href',
      'https://github.com/RemDelaporteMathurin/fusion-world',
    );
    expect(document.title).toMatch(/^Map \|/);
  });
});
