// <head> data of the content area's pages: titles, descriptions, feeds and JSON-LD (schema.org).
import type { ArticleDetail, HeadData } from 'mf-shared';
import { SITE_NAME } from 'mf-shared/kit';
import type { JobsPage } from '../features/jobs/api/jobsApi';
import { jobPostingJsonLd } from '../features/jobs/utils/jobPosting';
import { ALL_FEEDS, FEEDS } from '../lib/feeds';
import { plainText, summarize } from '../lib/text';

export function homeHead(origin: string): HeadData {
  return {
    description:
      'The public directory of the fusion energy industry: fusion machine developers, the supply chain, projects, funding, articles, updates and jobs.',
    alternates: ALL_FEEDS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${origin}/`,
        // Search engines may offer a search box for the site: it opens the header search with
        // the visitor's text (shell/src/features/search, the `q` query parameter).
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

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

export const updatesHead = (): HeadData => ({
  title: 'Updates',
  description: 'Funding rounds, new organizations, new projects and new jobs across the fusion energy industry.',
  alternates: [FEEDS.updates],
});

/** JobPosting JSON-LD for each real posting on the page (never for a sample listing). */
export function jobsHead(page: JobsPage | undefined, origin: string): HeadData {
  const postings = (page?.results ?? [])
    .map((job) => jobPostingJsonLd(job, origin))
    .filter((posting): posting is object => posting !== null);
  return {
    title: 'Jobs',
    description: 'Jobs at fusion energy companies, suppliers, laboratories and investors.',
    alternates: [FEEDS.jobs],
    jsonLd: postings,
  };
}

export const aboutHead = (): HeadData => ({
  title: 'About',
  description: `What ${SITE_NAME} is, where its information comes from, how to send additions and corrections, its history and FAQ.`,
});

export const termsHead = (): HeadData => ({
  title: 'Terms of Use',
  description: `The terms of use of ${SITE_NAME}: content licence, accounts, contributions, prohibited activities, disclaimers and liability.`,
});

export const privacyHead = (): HeadData => ({
  title: 'Privacy Policy',
  description: `How ${SITE_NAME} handles personal data: what is collected, its use and sharing, cookie-free analytics, your rights and retention.`,
});

export const newsletterConfirmHead = (): HeadData => ({
  title: 'Confirm your newsletter subscription',
  description: `Confirm your subscription to the weekly ${SITE_NAME} newsletter.`,
  noindex: true,
});

export const newsletterUnsubscribeHead = (): HeadData => ({
  title: 'Unsubscribe from the newsletter',
  description: `Stop receiving the weekly ${SITE_NAME} newsletter.`,
  noindex: true,
});
