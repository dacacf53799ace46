import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { AreaProviders } from './AreaProviders';
import { ComingSoon } from './ComingSoon';

function ShowsContext() {
  const client = useQueryClient();
  const { pathname } = useLocation();
  return <p>{`router at ${pathname}, cache ${client ? 'ready' : 'missing'}`}</p>;
}

function Crashes(): never {
  throw new Error('render failed');
}

describe('AreaProviders', () => {
  it('marks the area and its build, and gives a router and a query cache', () => {
    const { container } = render(
      <AreaProviders area="directory" build="1.2.3-abc">
        <ShowsContext />
      </AreaProviders>,
    );
    const root = container.querySelector('[data-area="directory"]');
    expect(root).toHaveAttribute('data-build', '1.2.3-abc');
    expect(screen.getByText('router at /, cache ready')).toBeInTheDocument();
  });

  it('keeps a crash inside the area', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AreaProviders area="content" build="x">
        <Crashes />
      </AreaProviders>,
    );
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('ComingSoon', () => {
  it('shows the heading, the summary and sets the title', () => {
    render(<ComingSoon heading="Projects" summary="Machines worldwide." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('Machines worldwide.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Projects \| /);
  });
});
