import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HydratingRoot, useHydrated } from '../index';

/** Called on every render of Probe, with what it shows. */
const rendered = jest.fn();

function Probe() {
  const shown = useHydrated() ? 'browser' : 'server';
  rendered(shown);
  return <output>{shown}</output>;
}

afterEach(() => {
  rendered.mockClear();
  jest.restoreAllMocks();
});

describe('HydratingRoot', () => {
  it('shows the server value while hydrating, then the browser value in a transition', async () => {
    const html = renderToString(
      <HydratingRoot hydrating>
        <Probe />
      </HydratingRoot>,
    );
    expect(rendered.mock.calls).toEqual([['server']]);
    rendered.mockClear();
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.appendChild(host);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const transitions = jest.spyOn(React, 'startTransition');
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(
        host,
        <HydratingRoot hydrating>
          <Probe />
        </HydratingRoot>,
      );
    });
    // No mismatch; one render as the server rendered, one afterwards, begun as a transition.
    expect(errors).not.toHaveBeenCalled();
    expect(rendered.mock.calls).toEqual([['server'], ['browser']]);
    expect(transitions).toHaveBeenCalledTimes(1);
    expect(host.querySelector('output')?.textContent).toBe('browser');
    host.remove();
  });

  it('renders the browser value at once in a root that does not hydrate', () => {
    const transitions = jest.spyOn(React, 'startTransition');
    render(
      <HydratingRoot hydrating={false}>
        <Probe />
      </HydratingRoot>,
    );
    expect(rendered.mock.calls).toEqual([['browser']]);
    expect(transitions).not.toHaveBeenCalled();
    expect(screen.getByText('browser')).toBeTruthy();
  });

  it('leaves a component outside any HydratingRoot as before: the browser value in a client render', () => {
    render(<Probe />);
    expect(rendered.mock.calls).toEqual([['browser']]);
  });
});
