import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson } from 'mf-shared';
import { answerFromFixtures, renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));

let calls: string[];
beforeEach(() => {
  (getJson as jest.Mock).mockReset();
  calls = answerFromFixtures();
});

const listed = () => within(screen.getByRole('region', { name: 'Articles' })).getAllByRole('article');

describe('/articles', () => {
  it("lists the first page; 'LOAD MORE' appends the next page and disappears at the end", async () => {
    renderAreaAt('/articles');
    expect(await screen.findByRole('link', { name: 'Article number 1' })).toHaveAttribute('href', '/articles/article-1');
    expect(listed()).toHaveLength(10);
    expect(calls).toEqual(['/api/v1/articles/?page_size=10']);

    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await screen.findByRole('link', { name: 'Article number 12' });
    expect(listed()).toHaveLength(12);
    // Appended: the first page is still there, in order, and the next page came from the `next` link.
    expect(listed()[0]).toHaveTextContent('Article number 1');
    expect(listed()[11]).toHaveTextContent('Article number 12');
    expect(calls).toEqual(['/api/v1/articles/?page_size=10', '/api/v1/articles/?page_size=10&page=2']);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 12 articles')).toBeInTheDocument();
  });

  it("writes dates as 'MMMM D, YYYY' with the author", async () => {
    renderAreaAt('/articles');
    const first = (await screen.findByRole('link', { name: 'Article number 1' })).closest('article')!;
    expect(first).toHaveTextContent('December 15, 2025');
    expect(first).toHaveTextContent('Policy Desk');
    expect(within(first).getByText('December 15, 2025')).toHaveAttribute('dateTime', '2025-12-15');
  });

  it("shows 'No record found' when there are no articles", async () => {
    answerFromFixtures({ articles: [] });
    renderAreaAt('/articles');
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('titles the page', async () => {
    renderAreaAt('/articles');
    await screen.findByRole('link', { name: 'Article number 1' });
    await waitFor(() => expect(document.title).toBe('Articles | Fusion Energy Directory'));
  });
});

describe('/article and /article/{slug} (old addresses)', () => {
  it('redirect to /articles and /articles/{slug}', async () => {
    const view = renderAreaAt('/article');
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
    expect(window.location.pathname).toBe('/articles');
    view.unmount();

    renderAreaAt('/article/inside-the-build?ref=x');
    await screen.findByRole('heading', { level: 1, name: 'Inside the Build: SPARC Takes Shape' });
    expect(window.location.pathname).toBe('/articles/inside-the-build');
  });
});
