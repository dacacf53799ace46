import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson, useToastStore } from 'mf-shared';
import { answerFromFixtures, renderAreaAt } from '../../../test-utils/renderArea';
import { ARTICLE } from '../../../test-utils/fixtures';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));

let calls: string[];
beforeEach(() => {
  (getJson as jest.Mock).mockReset();
  calls = answerFromFixtures();
  useToastStore.setState({ toasts: [] });
});

const PAGE_URL = 'http://localhost/articles/inside-the-build';

async function openArticle() {
  renderAreaAt('/articles/inside-the-build');
  return screen.findByRole('article', { name: 'Inside the Build: SPARC Takes Shape' });
}

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('/articles/{slug}', () => {
  it('shows the title, date, author, reading time, preview media and the HTML body', async () => {
    const article = await openArticle();
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Inside the Build: SPARC Takes Shape');
    expect(article).toHaveTextContent('September 15, 2025');
    expect(article).toHaveTextContent('Jane Doe');
    expect(article).toHaveTextContent('2 min read');
    expect(article.querySelector('figure img')).toHaveAttribute('src', 'https://media.example/sparc.jpg');
    await waitFor(() => expect(within(article).getByRole('heading', { level: 2, name: 'Magnets' })).toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('Inside the Build: SPARC Takes Shape | Fusion Energy Directory'));
  });

  it('an article about SPARC links /projects/sparc and the organizations it mentions (issue 24)', async () => {
    const mentions = [
      { kind: 'organization' as const, slug: 'commonwealth-fusion-systems', display_name: 'Commonwealth Fusion Systems' },
      { kind: 'project' as const, slug: 'sparc', display_name: 'SPARC' },
    ];
    answerFromFixtures({ article: { ...ARTICLE, mentions } });
    const article = await openArticle();
    const links = within(article).getByRole('navigation', { name: 'In this article' });
    expect(within(links).getByRole('link', { name: 'SPARC' })).toHaveAttribute('href', '/projects/sparc');
    expect(within(links).getByRole('link', { name: 'Commonwealth Fusion Systems' })).toHaveAttribute(
      'href',
      '/organizations/commonwealth-fusion-systems',
    );
  });

  it('shows no mentions block for an article that mentions nothing', async () => {
    const article = await openArticle();
    expect(within(article).queryByRole('navigation', { name: 'In this article' })).not.toBeInTheDocument();
  });

  it('has a sidebar of recent articles without the current one', async () => {
    await openArticle();
    const sidebar = await screen.findByRole('complementary', { name: 'Recent articles' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toHaveLength(5);
    expect(links).not.toContain('/articles/inside-the-build');
    expect(calls).toContain('/api/v1/articles/recent-articles/?current_article_slug=inside-the-build');
  });

  it('shares on Twitter/X and LinkedIn with the page URL appended', async () => {
    await openArticle();
    const share = screen.getByRole('group', { name: 'Share this article' });
    expect(within(share).getByRole('link', { name: /Twitter \/ X/ })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?url=${encodeURIComponent(PAGE_URL)}`,
    );
    expect(within(share).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(PAGE_URL)}`,
    );
    for (const link of within(share).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  describe('copy link (docs/product/shell.md §10 toasts)', () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    afterEach(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    });
    const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { configurable: true, value });

    it("copies the page URL: 'URL copied to clipboard!'", async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      await openArticle();
      setClipboard({ writeText });
      await act(() => userEvent.click(screen.getByRole('button', { name: 'Copy link' })));
      expect(writeText).toHaveBeenCalledWith(PAGE_URL);
      await waitFor(() => expect(toasts()).toEqual(['URL copied to clipboard!']));
    });

    it("without a clipboard: 'Failed to copy URL to clipboard. Please try manually.'", async () => {
      await openArticle();
      setClipboard(undefined);
      await act(() => userEvent.click(screen.getByRole('button', { name: 'Copy link' })));
      await waitFor(() => expect(toasts()).toEqual(['Failed to copy URL to clipboard. Please try manually.']));
    });

    it("when copying fails: 'Failed to copy URL due to an unexpected error.'", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      await openArticle();
      setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
      await act(() => userEvent.click(screen.getByRole('button', { name: 'Copy link' })));
      await waitFor(() => expect(toasts()).toEqual(['Failed to copy URL due to an unexpected error.']));
      (console.error as jest.Mock).mockRestore();
    });
  });

  it("shows the not-found view ('This page could not be found.') for an unknown slug", async () => {
    renderAreaAt('/articles/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' })).toBeInTheDocument();
  });
});
