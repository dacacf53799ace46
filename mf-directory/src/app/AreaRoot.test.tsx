import { screen } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { renderAreaAt } from '../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeEach(() => {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(() => new Promise(() => {}));
});

describe('AreaRoot', () => {
  it('marks its root with the area name and build label', () => {
    const { container } = renderAreaAt('/projects');
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-area', 'directory');
    expect(root).toHaveAttribute('data-build', 'test');
  });

  it.each([
    ['/projects', 'Projects'],
    ['/projects/sparc', 'Project'],
    ['/supply-chain', 'Supply Chain'],
  ])('shows a placeholder page on %s', (path, heading) => {
    renderAreaAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('This section is coming soon.')).toBeInTheDocument();
  });

  it.each(['/organizations/add', '/organizations/cfs/edit', '/sign-in', '/'])(
    'renders nothing on %s, a path another area owns',
    (path) => {
      const { container } = renderAreaAt(path);
      expect(container.firstElementChild).toBeEmptyDOMElement();
      expect(mockedGetJson).not.toHaveBeenCalled();
    },
  );
});
