import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { setServedRoutes } from 'mf-shared';
import { SERVED_ROUTES } from '../../../test/servedRoutes';
import { getAreaContainer } from '../areaSlotElement';
import { useAreaStatusStore } from '../../../lib/areaStatusStore';
import { AreaSlot } from './AreaSlot';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const onRetryRegistry = jest.fn();
const onRetryArea = jest.fn();

function renderSlotAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<AreaSlot onRetryRegistry={onRetryRegistry} onRetryArea={onRetryArea} />);
}

beforeEach(() => {
  jest.clearAllMocks();
  setServedRoutes(SERVED_ROUTES);
  useAreaStatusStore.setState({ registry: 'ready', areas: {} });
});

describe('AreaSlot', () => {
  it.each(['/no-such-page', '/not-found', '/organizations/helion/extra'])('shows not-found for %s', (path) => {
    renderSlotAt(path);
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
  });

  it('shows nothing of its own while an owned area is mounted', () => {
    renderSlotAt('/articles');
    expect(screen.queryByTestId('area-slot-status')).not.toBeInTheDocument();
  });

  it('gives each area its own container inside the slot, which React leaves alone', () => {
    const { rerender } = renderSlotAt('/');
    const container = getAreaContainer('content');
    container.textContent = 'mounted by single-spa';
    rerender(<AreaSlot onRetryRegistry={onRetryRegistry} onRetryArea={onRetryArea} />);
    const slot = document.getElementById('area-slot')!;
    expect(slot).toContainElement(container);
    expect(getAreaContainer('content')).toBe(container);
    expect(getAreaContainer('directory')).not.toBe(container);
    expect(container).toHaveTextContent('mounted by single-spa');
  });

  it('shows the unavailable view for a failed area, with Retry for that area', () => {
    useAreaStatusStore.setState({ areas: { directory: 'unavailable' } });
    renderSlotAt('/projects');
    expect(screen.getByText('This section is temporarily unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetryArea).toHaveBeenCalledWith('directory');
  });

  it('other areas are unaffected by a failed one', () => {
    useAreaStatusStore.setState({ areas: { directory: 'unavailable' } });
    renderSlotAt('/jobs');
    expect(screen.queryByText('This section is temporarily unavailable.')).not.toBeInTheDocument();
  });

  it('shows the unavailable view when the registry failed; Retry reloads the registry', () => {
    useAreaStatusStore.setState({ registry: 'failed' });
    renderSlotAt('/');
    expect(screen.getByText('This section is temporarily unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetryRegistry).toHaveBeenCalled();
  });

  it('follows navigation made by anyone through history', () => {
    renderSlotAt('/');
    expect(screen.queryByTestId('area-slot-status')).not.toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/nowhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
  });

  it("not-found's home link navigates client-side", () => {
    renderSlotAt('/nowhere');
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/');
  });

  it.each(['//evil.example', '/\\evil.example', '/.//evil.example', 'https://evil.example'])(
    'leaves a link to %p to the browser (not a site path)',
    (href) => {
      renderSlotAt('/nowhere');
      const link = screen.getByRole('link', { name: 'Go to the home page' });
      link.setAttribute('href', href);
      fireEvent.click(link);
      expect(navigateToUrl).not.toHaveBeenCalled();
    },
  );
});
