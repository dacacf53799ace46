// The articles' <head>: the list's, and an article's with its NewsArticle JSON-LD.
import type { ArticleDetail, HeadData } from 'mf-shared';
import { SITE_NAME } from 'mf-shared/kit';
import { FEEDS } from '../../lib/feeds';
import { plainText, summarize } from '../../lib/text';

export const articlesHead = (): HeadData => ({
  title: 'Articles',
  description: 'News, explainers and analysis of the fusion energy industry.',
  alternates: [FEEDS.articles],
});

/** Who wrote it: a desk or team is an organization, anybody else a person. */
const authorOf = (name: string) => ({ '@type': /\b(desk|team|staff|editors?|newsroom)\b/i.test(name) ? 'Organization' : 'Person', name });

export function articleHead(article: ArticleDetail | undefined, origin: string): HeadData {
  if (!article) return { alternates: [FEEDS.articles] };
  const url = `${origin}/articles/${encodeURIComponent(article.slug)}`;
  const description = summarize(article.summary || plainText(article.body));
  return {
    title: article.title,
    description,
    type: 'article',
    image: article.preview_media ?? undefined,
    imageAlt: article.preview_media ? article.title : undefined,
    alternates: [FEEDS.articles],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title.slice(0, 110),
        description,
        datePublished: article.date,
        dateModified: article.date,
        author: [authorOf(article.author)],
        publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        ...(article.preview_media ? { image: [article.preview_media] } : {}),
      },
    ],
  };
}
