// The home page's <head>: the site's description, its feeds and the WebSite JSON-LD (with its search box).
import type { HeadData } from 'mf-shared';
import { SITE_NAME } from 'mf-shared/kit';
import { ALL_FEEDS } from '../../lib/feeds';

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
