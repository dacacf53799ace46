import { screen, waitFor, within } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { answerFromFixtures, renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));

let calls: string[];
beforeEach(() => {
  (getJson as jest.Mock).mockReset();
  calls = answerFromFixtures();
});

describe('/ (home)', () => {
  it('shows the hero with links to organizations, the supply chain and jobs', async () => {
    renderAreaAt('/');
    const hero = await screen.findByRole('region', { name: 'Opening Up Access to Fusion Energy Development' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Opening Up Access to Fusion Energy Development');
    const hrefs = within(hero)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/organizations', '/supply-chain', '/jobs']);
    await screen.findByText('Article number 1');
  });

  it('puts a search for organizations and the live totals, each linking on, beside the hero', async () => {
    renderAreaAt('/');
    const search = await screen.findByRole('search', { name: 'Search organizations' });
    // A GET form to the organizations list, which filters by `q`: it works before hydration.
    expect(search).toHaveAttribute('action', '/organizations');
    expect(search).toHaveAttribute('method', 'get');
    const field = within(search).getByRole('searchbox', { name: 'Search organizations by name' });
    expect(field).toHaveAttribute('name', 'q');
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');

    const totals = screen.getByRole('list', { name: 'The directory in numbers' });
    await within(totals).findByText('172');
    const links = within(totals).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['172 organizations', '/organizations'],
      ['83 machines & projects', '/projects'],
      ['$6.3B funding tracked', '/funding'],
    ]);
    expect(calls).toContain('/api/v1/stats/');
  });

  it("shows the green banner 'Your email address has been verified.' only with verified=true", async () => {
    const { unmount } = renderAreaAt('/?verified=true');
    const banner = await screen.findByText('Your email address has been verified.');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner.className).toMatch(/success/);
    await screen.findByText('Article number 1');
    unmount();

    for (const url of ['/', '/?verified=false&reason=expired', '/?verified=1']) {
      const view = renderAreaAt(url);
      await screen.findByText('Article number 1');
      expect(screen.queryByText('Your email address has been verified.')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('lists 5 recent articles and 8 recent updates', async () => {
    renderAreaAt('/');
    const articles = await screen.findByRole('region', { name: 'Recent articles' });
    expect(await within(articles).findAllByRole('article')).toHaveLength(5);
    expect(within(articles).getByRole('link', { name: 'Article number 1' })).toHaveAttribute('href', '/articles/article-1');
    expect(within(articles).getByText('December 15, 2025')).toBeInTheDocument();
    const updates = screen.getByRole('region', { name: 'Recent updates' });
    expect(await within(updates).findAllByRole('article')).toHaveLength(8);
    expect(calls).toEqual(expect.arrayContaining(['/api/v1/articles/?page_size=5', '/api/v1/activity-logs/?page_size=8']));
  });

  it("shows every 'Fusion Machine Developers' organization from one light request", async () => {
    renderAreaAt('/');
    const grid = await screen.findByRole('region', { name: 'Fusion Machine Developers' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(50));
    const cards = within(grid).getAllByRole('listitem');
    expect(within(grid).queryByText(/more machine developers/)).not.toBeInTheDocument();
    const first = within(cards[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/organizations/developer-1');
    expect(first).toHaveTextContent('$2B');
    expect(within(first).getByRole('img', { name: 'Affiliate member' })).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Defunct');
    expect(within(cards[1]!).getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
    // A developer without a logo: its monogram on its tag group's colour, as on the directory's cards.
    const monogram = cards[0]!.querySelector('[aria-label="Developer 1 logo"]') as HTMLElement;
    expect(monogram.style.getPropertyValue('--logo-bg')).toMatch(/^var\(--color-logo-fusion-developers, /);
    expect(calls).toContain('/api/v1/organizations/?tag=fusion-machine-developers&page_size=9999&minimal=true');
  });
});
