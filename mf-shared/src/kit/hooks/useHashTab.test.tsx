import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useHashSelection, useHashTab, type HashTab } from '../index';

const TABS: HashTab[] = [{ encoded_url: 'all' }, { encoded_url: 'funders' }, { encoded_url: 'technology-developers' }];

/** Called on every render of Tabs, with what it shows. */
const rendered = jest.fn();

function Tabs({ tabs }: { tabs: readonly HashTab[] | undefined }) {
  const [selected, select] = useHashTab(tabs);
  rendered(selected);
  const { hash } = useLocation();
  return (
    <>
      <output aria-label="selected">{selected}</output>
      <output aria-label="hash">{hash}</output>
      <button onClick={() => select('funders')}>Funders</button>
    </>
  );
}

function Selection({ ids, aliases }: { ids: readonly string[] | undefined; aliases?: ReadonlyMap<string, string> }) {
  const [selected] = useHashSelection(ids, 'all-concepts', aliases);
  return <output aria-label="selected">{selected}</output>;
}

const selected = () => screen.getByLabelText('selected').textContent;

beforeEach(() => {
  rendered.mockClear();
});

describe('useHashTab', () => {
  it('selects the tab the hash names', () => {
    render(
      <MemoryRouter initialEntries={['/organizations#technology-developers']}>
        <Tabs tabs={TABS} />
      </MemoryRouter>,
    );
    expect(selected()).toBe('technology-developers');
  });

  it('falls back to "all" for an unknown slug once the tabs have loaded, trusting it before', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/jobs#no-such-tab']}>
        <Tabs tabs={undefined} />
      </MemoryRouter>,
    );
    expect(selected()).toBe('no-such-tab');
    rerender(
      <MemoryRouter initialEntries={['/jobs#no-such-tab']}>
        <Tabs tabs={TABS} />
      </MemoryRouter>,
    );
    expect(selected()).toBe('all');
  });

  it('writes the hash when a tab is selected, keeping the path and query', async () => {
    render(
      <MemoryRouter initialEntries={['/organizations?sort=name']}>
        <Tabs tabs={TABS} />
      </MemoryRouter>,
    );
    expect(selected()).toBe('all');
    await userEvent.click(screen.getByRole('button', { name: 'Funders' }));
    expect(selected()).toBe('funders');
    expect(screen.getByLabelText('hash').textContent).toBe('#funders');
  });

  /** Renders the page at `url` on the server, then hydrates that HTML; returns the host and what the server rendered. */
  async function serverThenHydrate(url: string) {
    const tree = (
      <MemoryRouter initialEntries={[url]}>
        <Tabs tabs={TABS} />
      </MemoryRouter>
    );
    const html = renderToString(tree);
    const serverShowed = rendered.mock.lastCall?.[0];
    rendered.mockClear();
    const { hydrateRoot } = await import('react-dom/client');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.appendChild(host);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(host, tree);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    host.remove();
    return { host, serverShowed };
  }

  it('renders "all" on the server and while hydrating, then the hash\'s tab', async () => {
    const { host, serverShowed } = await serverThenHydrate('/organizations#funders');
    expect(serverShowed).toBe('all');
    expect(rendered.mock.calls.map(([shown]) => shown)).toEqual(['all', 'funders']);
    expect(host.querySelector('output')?.textContent).toBe('funders');
  });

  it('renders once more after hydration only when there is a hash', async () => {
    await serverThenHydrate('/organizations');
    expect(rendered).toHaveBeenCalledTimes(1);
  });
});

describe('useHashSelection', () => {
  it('uses its own fallback and aliases', () => {
    const aliases = new Map([['magnet-suppliers', 'magnets']]);
    const { unmount } = render(
      <MemoryRouter initialEntries={['/supply-chain#magnet-suppliers']}>
        <Selection ids={['all-concepts', 'magnets']} aliases={aliases} />
      </MemoryRouter>,
    );
    expect(selected()).toBe('magnets');
    unmount();
    render(
      <MemoryRouter initialEntries={['/projects#nope']}>
        <Selection ids={['all-concepts', 'tokamak']} />
      </MemoryRouter>,
    );
    expect(selected()).toBe('all-concepts');
  });
});
