import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import type { Paged, SearchResult } from 'mf-shared';
import { installFakeApi, requestUrl, type FakeApi } from 'mf-shared/testing';
import { SearchBox } from './SearchBox';
import type { HeaderSearchResult } from '../api/searchApi';
import { renderWithQueryClient } from '../../../test/render';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const org = (name: string, extra: Partial<SearchResult> = {}): SearchResult => ({
  display_name: name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  is_organization: true,
  is_affiliate: false,
  logo: null,
  tag_group: null,
  ...extra,
});

let api: FakeApi;
let pages: Record<string, Paged<HeaderSearchResult>>;

beforeEach(() => {
  jest.useFakeTimers();
  (navigateToUrl as jest.Mock).mockClear();
  pages = {};
  api = installFakeApi((request) => {
    const page = pages[requestUrl(request)];
    return page ? { data: page } : { status: 404, data: { message: 'unexpected' } };
  });
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

/** docs/product/shell.md §4: search debounce 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

const input = () => screen.getByRole('combobox');

async function typeAndSettle(text: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
}

describe('SearchBox', () => {
  it('has the spec placeholder and combobox wiring', () => {
    renderWithQueryClient(<SearchBox />);
    expect(input()).toHaveAttribute('placeholder', 'Search orgs, projects & supply chain');
    const listboxId = input().getAttribute('aria-controls');
    expect(document.getElementById(listboxId!)).toHaveAttribute('role', 'listbox');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels a merged organization in the results (issue 19)', async () => {
    const merged = {
      status: 'merged' as const,
      date: '2025-06-01',
      date_precision: 'month' as const,
      merged_into: { slug: 'helion', name: 'Helion' },
      ticker: null,
    };
    pages['/api/v1/search/?query=tok&include=supply-chain'] = {
      results: [org('Tokamak Energy', { status: merged }), org('Tokamak Components', { status: null })],
      next: null,
    };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('tok');
    const energy = await screen.findByRole('option', { name: /Tokamak Energy/ });
    expect(energy).toHaveTextContent(/Tokamak Energy.*Merged/);
    expect(screen.getByRole('option', { name: /Tokamak Components/ })).not.toHaveTextContent('Merged');
  });

  it('waits 500 ms after the last keystroke before searching, once', async () => {
    pages['/api/v1/search/?query=tokamak&include=supply-chain'] = { results: [org('Tokamak Energy')], next: null };
    renderWithQueryClient(<SearchBox />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'tok' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    fireEvent.change(input(), { target: { value: 'tokamak' } });
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(api.requests).toHaveLength(0);
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(api.requests.map(requestUrl)).toEqual(['/api/v1/search/?query=tokamak&include=supply-chain']);
    expect(await screen.findByRole('option', { name: /Tokamak Energy/ })).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends no request for empty text and clears the results', async () => {
    pages['/api/v1/search/?query=a&include=supply-chain'] = { results: [org('Alpha')], next: null };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('a');
    expect(await screen.findByRole('option')).toBeInTheDocument();

    await typeAndSettle('   ');
    expect(api.requests).toHaveLength(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'No records found' for text without results", async () => {
    pages['/api/v1/search/?query=zzz&include=supply-chain'] = { results: [], next: null };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('zzz');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it("shows an organization's logo, or its monogram on its tag group's colour; a project's name starts where the box ends", async () => {
    pages['/api/v1/search/?query=h&include=supply-chain'] = {
      results: [
        org('Helion', { tag_group: 'Fusion Developers' }),
        org('Hyper Magnets', { logo: '/api/media/hyper.png', tag_group: 'Supply Chain & Services' }),
        org('HSX', { is_organization: false }),
      ],
      next: null,
    };
    const { container } = renderWithQueryClient(<SearchBox />);
    await typeAndSettle('h');
    const [helion, hyper, project] = await screen.findAllByRole('option');
    // The monogram, coloured as the directory's cards colour it (kit OrgLogo, in a chunk of its own), hidden from the option's name.
    await waitFor(() => expect(helion!.querySelector('[aria-label="Helion logo"]')).not.toBeNull());
    const monogram = helion!.querySelector('[aria-label="Helion logo"]') as HTMLElement;
    expect(monogram).toHaveTextContent(/^H$/);
    expect(monogram.style.getPropertyValue('--logo-bg')).toMatch(/^var\(--color-logo-fusion-developers, /);
    expect(monogram.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(hyper!.querySelector('img')).toHaveAttribute('src', '/api/media/hyper.png');
    // A project has no box: its name starts where the box ends (SearchBox.module.css).
    expect(project!.querySelector('.logo')).toBeNull();
    expect(project!.firstElementChild).toHaveClass('name');
    expect(helion).toHaveAccessibleName('Helion Organization');
    expect(container.querySelectorAll('.logo')).toHaveLength(2);
  });

  it('shows a gold check only for affiliates', async () => {
    pages['/api/v1/search/?query=f&include=supply-chain'] = { results: [org('First', { is_affiliate: true }), org('Second')], next: null };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('f');
    const [first, second] = await screen.findAllByRole('option');
    expect(first!.querySelector('svg')).not.toBeNull();
    expect(second!.querySelector('svg')).toBeNull();
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', async () => {
    pages['/api/v1/search/?query=x&include=supply-chain'] = { results: [org('One'), org('Two'), org('Three')], next: null };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('x');
    const options = await screen.findAllByRole('option');
    const highlighted = () => input().getAttribute('aria-activedescendant');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(highlighted()).toBe(options[0]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(highlighted()).toBe(options[2]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(highlighted()).toBe(options[0]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(highlighted()).toBe(options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(highlighted()).toBe(options[0]!.id);
  });

  it('Enter opens an organization at /organizations/{slug} and a project at /projects/{slug}', async () => {
    pages['/api/v1/search/?query=p&include=supply-chain'] = {
      results: [org('Helion', { slug: 'helion' }), org('ITER', { slug: 'iter', is_organization: false })],
      next: null,
    };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('p');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(navigateToUrl).toHaveBeenLastCalledWith('/organizations/helion');
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    await typeAndSettle('p');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(navigateToUrl).toHaveBeenLastCalledWith('/projects/iter');
  });

  it('opens on focus and closes on blur', async () => {
    pages['/api/v1/search/?query=b&include=supply-chain'] = { results: [org('Beta')], next: null };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('b');
    await screen.findByRole('option');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input());
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('search-dropdown')).not.toBeVisible();
    fireEvent.focus(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('appends the next page when the dropdown is scrolled to the bottom, once per page', async () => {
    pages['/api/v1/search/?query=n&include=supply-chain'] = { results: [org('Page One')], next: '/api/v1/search/?query=n&page=2' };
    pages['/api/v1/search/?query=n&page=2'] = { results: [org('Page Two')], next: null };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('n');
    await screen.findByRole('option', { name: /Page One/ });

    const dropdown = screen.getByTestId('search-dropdown');
    Object.defineProperty(dropdown, 'scrollHeight', { configurable: true, value: 400 });
    Object.defineProperty(dropdown, 'clientHeight', { configurable: true, value: 300 });
    Object.defineProperty(dropdown, 'scrollTop', { configurable: true, value: 100 });
    fireEvent.scroll(dropdown);
    fireEvent.scroll(dropdown);

    expect(await screen.findByRole('option', { name: /Page Two/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Page One'),
      expect.stringContaining('Page Two'),
    ]);
    expect(api.requests.map(requestUrl)).toEqual(['/api/v1/search/?query=n&include=supply-chain', '/api/v1/search/?query=n&page=2']);
  });

  it('ignores an answer for text that has since changed', async () => {
    let releaseOld!: () => void;
    const oldAnswer = new Promise<void>((resolve) => (releaseOld = resolve));
    api.restore();
    api = installFakeApi(async (request) => {
      if (requestUrl(request) === '/api/v1/search/?query=old&include=supply-chain') {
        await oldAnswer;
        return { data: { results: [org('Old Result')], next: null } };
      }
      return { data: { results: [org('New Result')], next: null } };
    });
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('old');
    await typeAndSettle('new');
    expect(await screen.findByRole('option', { name: /New Result/ })).toBeInTheDocument();
    await act(async () => releaseOld());
    expect(screen.queryByRole('option', { name: /Old Result/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('opens with the text of a ?q= link (the SearchAction search engines offer)', async () => {
    pages['/api/v1/search/?query=tokamak&include=supply-chain'] = { results: [org('Tokamak Energy')], next: null };
    window.history.replaceState(null, '', '/?q=tokamak');
    // jsdom lays nothing out: make the input count as visible.
    const offsetParent = jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    try {
      renderWithQueryClient(<SearchBox />);
      expect(input()).toHaveValue('tokamak');
      expect(input()).toHaveFocus();
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(await screen.findByRole('option', { name: /Tokamak Energy/ })).toBeInTheDocument();
    } finally {
      offsetParent.mockRestore();
      window.history.replaceState(null, '', '/');
    }
  });

  it("offers the supply chain: 'Cryogenics' lists the category 'Vacuum & Cryogenics', which opens /supply-chain#vacuum-cryogenics (issue 24)", async () => {
    pages['/api/v1/search/?query=Cryogenics&include=supply-chain'] = {
      results: [
        {
          display_name: 'Vacuum & Cryogenics',
          slug: 'vacuum-cryogenics',
          is_organization: false,
          is_affiliate: false,
          status: null,
          logo: null,
          tag_group: null,
          kind: 'supply-chain',
        },
        { ...org('Cryo Corp'), kind: 'organization' },
      ],
      next: null,
    };
    renderWithQueryClient(<SearchBox />);
    await typeAndSettle('Cryogenics');
    const [category] = await screen.findAllByRole('option');
    expect(category).toHaveTextContent('Vacuum & Cryogenics');
    expect(category).toHaveTextContent('Supply chain');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(navigateToUrl).toHaveBeenLastCalledWith('/supply-chain#vacuum-cryogenics');
  });
});
