import { act, render } from '@testing-library/react';
import { useScrollToTopOnPathChange } from './useScrollToTopOnPathChange';

function ScrollProbe() {
  useScrollToTopOnPathChange();
  return null;
}

function go(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, '', '/organizations');
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => scrollTo.mockRestore());

describe('useScrollToTopOnPathChange', () => {
  it('does not scroll on first render', () => {
    render(<ScrollProbe />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the path changes', () => {
    render(<ScrollProbe />);
    go('/organizations/helion');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position on a hash-only or query-only change', () => {
    render(<ScrollProbe />);
    go('/organizations#funders');
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    go('/organizations?sort=country#funders');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
