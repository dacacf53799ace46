// /robots.txt, /sitemap.xml and the site's default social card.
import type { FastifyInstance } from 'fastify';

/** Pages that exist whatever the data (their detail pages come from the API's sitemap list). */
export const STATIC_PAGES = [
  '/',
  '/articles',
  '/organizations',
  '/projects',
  '/supply-chain',
  '/funding',
  '/compare',
  '/jobs',
  '/updates',
  '/about',
  '/terms-of-use',
  '/privacy-policy',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /review',
    'Disallow: /organizations/add',
    'Disallow: /projects/add',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${origin}${encodeURI(entry.path)}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** 1200×630 card for pages without an image of their own (Open Graph / Twitter). */
export const OG_CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#12233d"/>
<circle cx="1010" cy="315" r="190" fill="none" stroke="#2dd4bf" stroke-width="10"/>
<ellipse cx="1010" cy="315" rx="150" ry="60" fill="none" stroke="#2dd4bf" stroke-width="8" transform="rotate(-30 1010 315)"/>
<circle cx="1010" cy="315" r="36" fill="#2dd4bf"/>
<text x="80" y="290" fill="#ffffff" font-family="system-ui, sans-serif" font-size="72" font-weight="700">Fusion Energy Directory</text>
<text x="80" y="370" fill="#cbd5e1" font-family="system-ui, sans-serif" font-size="34">Developers, supply chain, machines, funding and jobs</text>
</svg>
`;

export function registerSeoRoutes(app: FastifyInstance, originOf: (request: { protocol: string; headers: { host?: string } }) => string) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/og-card.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(OG_CARD_SVG),
  );

  // Feeds are the API's (api/src/resources/feeds); they are published at /feeds/<name>.xml.
  app.get<{ Params: { name: string } }>('/feeds/:name', async (request, reply) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/v1/feeds/${encodeURIComponent(request.params.name)}`,
      headers: { host: request.headers.host ?? 'localhost', 'x-forwarded-proto': request.protocol },
    });
    reply.code(answer.statusCode);
    for (const header of ['content-type', 'cache-control', 'etag', 'last-modified']) {
      const value = answer.headers[header];
      if (value !== undefined) reply.header(header, value);
    }
    return reply.send(answer.rawPayload);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/sitemap/' });
    if (answer.statusCode !== 200) return reply.code(503).type('text/plain').send('The sitemap is unavailable right now.');
    const { entries } = answer.json() as { entries: { path: string; lastmod: string }[] };
    const xml = sitemapXml(originOf(request), [...STATIC_PAGES.map((path) => ({ path })), ...entries]);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
