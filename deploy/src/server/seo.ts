// /robots.txt, /sitemap.xml and the site's default social card. Which pages robots.txt keeps
// crawlers out of and which the sitemap lists come from the served routes' metadata (each
// area's release records its own: src/state/routeTable.ts), so they follow releases and rollbacks.
import type { FastifyInstance } from 'fastify';
import type { ServedRoute } from '../state/routeTable';
import { servedRouteFor } from '../state/routeTable';

/** Protected routes (signed-in or staff only), as robots.txt path rules: a parameter is '*'. */
export function disallowedPaths(routes: readonly ServedRoute[]): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    if (!route.access) continue;
    const rule = route.pattern.replace(/:[A-Za-z0-9]+/g, '*');
    // Rules are prefixes: '/review' already keeps crawlers out of '/review/history'.
    if (!paths.some((path) => rule.startsWith(path))) paths.push(rule);
  }
  return paths;
}

export function robotsTxt(origin: string, routes: readonly ServedRoute[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...disallowedPaths(routes).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The sitemap's pages: the served routes listed as 'self', then the API sitemap's paths whose
 * route (the one that answers them now) is listed as 'api'. Never a noindex route.
 */
export function sitemapEntries(
  routes: readonly ServedRoute[],
  apiEntries: readonly { path: string; lastmod?: string }[],
): { path: string; lastmod?: string }[] {
  const listed = routes.filter((route) => !route.noindex && route.sitemap === 'self').map((route) => ({ path: route.pattern }));
  const fromApi = apiEntries.filter((entry) => {
    const route = servedRouteFor(routes, entry.path)?.route;
    return route?.sitemap === 'api' && !route.noindex;
  });
  return [...listed, ...fromApi];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function sitemapXml(origin: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${origin}${encodeURI(entry.path)}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** 1200×630 card for pages without an image of their own (Open Graph / Twitter). */
const OG_CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#12233d"/>
<circle cx="1010" cy="315" r="190" fill="none" stroke="#2dd4bf" stroke-width="10"/>
<ellipse cx="1010" cy="315" rx="150" ry="60" fill="none" stroke="#2dd4bf" stroke-width="8" transform="rotate(-30 1010 315)"/>
<circle cx="1010" cy="315" r="36" fill="#2dd4bf"/>
<text x="80" y="290" fill="#ffffff" font-family="system-ui, sans-serif" font-size="72" font-weight="700">Fusion Energy Directory</text>
<text x="80" y="370" fill="#cbd5e1" font-family="system-ui, sans-serif" font-size="34">Developers, supply chain, machines, funding and jobs</text>
</svg>
`;

export function registerSeoRoutes(
  app: FastifyInstance,
  originOf: (request: { protocol: string; headers: { host?: string } }) => string,
  servedRoutes: () => Promise<ServedRoute[]>,
) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request), await servedRoutes())),
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
    const xml = sitemapXml(originOf(request), sitemapEntries(await servedRoutes(), entries));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
