// HTTP behaviour of the composition server, on fake builds (test/helpers.ts makeBuild) and a
// fake API: status codes whatever the Accept header, HEAD, redirects, failure isolation,
// release/rollback picked up without a restart, the head and the security headers.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { inProcessHeaders } from 'api';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DeployPaths } from '../src/paths';
import { releaseBuild, rollbackPackage } from '../src/releases/release';
import { createCompositionServer } from '../src/server/app';
import { makeBuild, makeTempDir } from './helpers';

/** The in-process marker header of the last session call the fake API got. */
let lastSessionMarker: unknown;

const fakeApi: FastifyPluginAsync = async (app) => {
  app.get('/api/accounts/session/', async (request, reply) => {
    lastSessionMarker = request.headers['x-fusion-in-process'];
    const signedIn = /sessionid=ok/.test(request.headers.cookie ?? '');
    if (!request.headers.cookie) reply.header('set-cookie', 'anonid=new; Path=/; HttpOnly; SameSite=Lax');
    return { is_authenticated: signedIn, organization_memberships: [], project_memberships: [], csrf: 'token-1' };
  });
  app.get('/api/server-details', async () => ({ color: 'blue', githash: 'abc', deploytime: 'now' }));
  app.get('/api/v1/sitemap/', async () => ({ entries: [{ path: '/organizations/cfs', lastmod: '2026-01-02' }] }));
};

let app: FastifyInstance;
let root: string;
let paths: DeployPaths;
const BUDGET_MS = 250;

async function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers });
}

function bootOf(html: string) {
  const match = /<script type="application\/json" id="fusion-boot">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'the page has its boot payload');
  return JSON.parse(match[1]!) as {
    renderedArea: string | null;
    registry: Record<string, { version: string }>;
    routes: { area: string; pattern: string }[];
    session: { is_authenticated: boolean };
  };
}

before(async () => {
  root = await makeTempDir();
  paths = { releasesDir: path.join(root, 'releases'), stateDir: path.join(root, 'state') };
  await releaseBuild({ paths, pkg: 'shell', distDir: await makeBuild(root, { name: 'shell', marker: 'SHELL-A' }) });
  await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory', marker: 'DIRECTORY-A' }) });
  await releaseBuild({
    paths,
    pkg: 'mf-content',
    distDir: await makeBuild(root, { name: 'content', marker: 'CONTENT-A', behaviour: 'throw' }),
  });
  await releaseBuild({
    paths,
    pkg: 'mf-account',
    distDir: await makeBuild(root, { name: 'account', marker: 'ACCOUNT-A', behaviour: 'hang' }),
  });
  app = await createCompositionServer({ paths, api: { plugin: fakeApi as never, options: {} }, areaRenderBudgetMs: BUDGET_MS });
  await app.ready();
});

after(() => app.close());

describe('pages', () => {
  for (const accept of [undefined, 'application/json', '*/*', 'text/html,application/xhtml+xml']) {
    it(`renders /organizations as HTML with status 200 for Accept: ${accept ?? '(none)'}`, async () => {
      const response = await get('/organizations', accept ? { accept } : {});
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /<header>SHELL-A signed-in:false<\/header>/);
      assert.match(
        response.body,
        /<div id="area-directory" data-server-rendered=""><section>DIRECTORY-A \/organizations<\/section><\/div>/,
      );
      assert.match(response.body, /<title>Page \/organizations \| Fusion Energy Directory<\/title>/);
      assert.equal(bootOf(response.body).renderedArea, 'directory');
    });
  }

  it('answers 404 with the not-found view for a path no area owns', async () => {
    const response = await get('/no-such-page');
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /This page could not be found\./);
    assert.match(response.body, /<meta name="robots" content="noindex">/);
  });

  it("answers 404 when the area's data says not found (an unknown slug)", async () => {
    const response = await get('/organizations/missing');
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /DIRECTORY-A \/organizations\/missing/);
  });

  it("answers the area's redirect (a protected page for a signed-out visitor) with 302", async () => {
    const response = await get('/organizations/private');
    assert.deepEqual([response.statusCode, response.headers.location], [302, '/sign-in?next=%2Forganizations%2Fprivate']);
  });

  it("answers an area's permanent redirect (a merged company's page) with 301", async () => {
    const response = await get('/organizations/merged');
    assert.deepEqual([response.statusCode, response.headers.location], [301, '/organizations/merged-into']);
  });

  it('redirects /article and /article/{slug} to /articles… with 301, keeping the query', async () => {
    const list = await get('/article');
    assert.deepEqual([list.statusCode, list.headers.location], [301, '/articles']);
    const one = await get('/article/iter-first-plasma?ref=x');
    assert.deepEqual([one.statusCode, one.headers.location], [301, '/articles/iter-first-plasma?ref=x']);
  });

  it('sends pages compressed to clients that accept gzip', async () => {
    const response = await get('/organizations', { 'accept-encoding': 'gzip' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
  });

  it('keeps unknown API paths and missing release files JSON 404s', async () => {
    for (const url of ['/api/v1/nothing-here/', '/releases/mf-directory/0.0.0-deadbeef/x.js']) {
      const response = await get(url);
      assert.equal(response.statusCode, 404);
      assert.match(String(response.headers['content-type']), /application\/json/);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('/organizations', {}, 'HEAD');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.body, '');
  });

  it('inlines the session (forwarding the cookie the API set) and renders for a signed-in visitor', async () => {
    const anonymous = await get('/organizations');
    assert.match(String(anonymous.headers['set-cookie']), /anonid=new/);
    const signedIn = await get('/organizations', { cookie: 'sessionid=ok' });
    assert.match(signedIn.body, /signed-in:true/);
    assert.equal(bootOf(signedIn.body).session.is_authenticated, true);
    assert.equal(signedIn.headers['cache-control'], 'private, no-cache');
  });

  it('sends the page without the area (200, chrome, loading state) when its server bundle throws', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<header>SHELL-A/);
    assert.match(response.body, /<p>Loading<\/p>/);
    assert.doesNotMatch(response.body, /data-server-rendered/);
    assert.equal(bootOf(response.body).renderedArea, null);
    // The browser still gets the area's code to render it itself.
    assert.match(response.body, /\/releases\/mf-content\/[^"]+\/remoteEntry\.js|"content":\{"entry":"\/releases\/mf-content\//);
  });

  it(`sends the page without the area when it takes longer than the budget (${BUDGET_MS} ms)`, async () => {
    const started = Date.now();
    const response = await get('/sign-in');
    assert.equal(response.statusCode, 200);
    assert.ok(Date.now() - started < BUDGET_MS + 1000, 'answered soon after the budget');
    assert.equal(bootOf(response.body).renderedArea, null);
  });

  it('has a content security policy that allows exactly the inlined styles, by their hashes', async () => {
    const response = await get('/organizations');
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self';/);
    const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]).sort();
    const inlined = [...response.body.matchAll(/<style data-href="[^"]+">([^<]*)<\/style>/g)]
      .map((match) => createHash('sha256').update(match[1]!).digest('base64'))
      .sort();
    assert.ok(inlined.length > 0, 'the page inlines its first-paint styles');
    assert.deepEqual(allowed, [...new Set(inlined)]);
    const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src '));
    assert.doesNotMatch(String(styleSrc), /nonce-|unsafe-inline/, 'no per-response nonce, no unsafe-inline for style elements');
    assert.doesNotMatch(response.body, /<script(?![^>]*(type="application\/(json|ld\+json)"|src=))[^>]*>/, 'no inline executable script');
  });

  it("runs one script, the loader, which gets exactly the route's critical scripts after the first paint", async () => {
    const { body } = await get('/organizations');
    const scripts = [...body.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    assert.equal(scripts.length, 1);
    assert.match(scripts[0]!, /^\/_loader\.[0-9a-f]{8}\.js$/);
    assert.doesNotMatch(body, /<link rel="preload"/, 'no script competes with the first paint');
    const list = JSON.parse(/data-scripts="([^"]+)"/.exec(body)![1]!.replace(/&quot;/g, '"')) as string[];
    assert.match(list[0]!, /\/releases\/shell\/[^/]+\/main\.js$/);
    assert.ok(list.some((url) => /\/releases\/mf-directory\/[^/]+\/remoteEntry\.js$/.test(url)));
    assert.ok(
      list.some((url) => /\/releases\/mf-directory\/[^/]+\/page\.js$/.test(url)),
      'the route page chunk',
    );
    const loader = await get(scripts[0]!);
    assert.equal(loader.statusCode, 200);
    assert.match(String(loader.headers['content-type']), /javascript/);
    assert.equal(loader.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it("calls the API in process with the server-only marker (the API's pages may then redirect: docs/product/directory.md §5)", async () => {
    lastSessionMarker = undefined;
    await get('/organizations', { 'x-fusion-in-process': 'forged' });
    assert.equal(lastSessionMarker, Object.values(inProcessHeaders())[0]);
    assert.notEqual(lastSessionMarker, 'forged');
  });

  it('answers 400 to a Host that is not a host name and port (no SITE_URL: links would follow it)', async () => {
    for (const host of ['localhost:99999', 'evil.example/path', 'a b', '999.999.999.999']) {
      for (const url of ['/organizations', '/robots.txt', '/sitemap.xml']) {
        const response = await get(url, { host });
        assert.equal(response.statusCode, 400, `${url} with Host: ${host}`);
        assert.match(response.json<{ message: string }>().message, /Host/);
      }
    }
  });

  it('has a head: description, canonical URL, Open Graph and Twitter cards', async () => {
    const { body } = await get('/organizations', { host: 'directory.example' });
    assert.match(body, /<link rel="canonical" href="http:\/\/directory\.example\/organizations">/);
    assert.match(body, /<meta property="og:title" content="Page \/organizations">/);
    assert.match(body, /<meta name="twitter:card" content="summary_large_image">/);
    assert.match(body, /<meta name="description" content="[^"]+">/);
  });
});

describe('releases on a running server', () => {
  it('serves a new area release on the next request, and the old one after a rollback', async () => {
    await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory', marker: 'DIRECTORY-B' }) });
    assert.match((await get('/organizations')).body, /DIRECTORY-B/);
    const registry = (await get('/remotes.json')).json() as { remotes: Record<string, { version: string; entry: string }> };
    assert.equal(bootOf((await get('/organizations')).body).registry.directory?.version, registry.remotes.directory?.version);
    await rollbackPackage({ paths, pkg: 'mf-directory' });
    assert.match((await get('/organizations')).body, /DIRECTORY-A/);
  });

  it('serves released files immutably, with CORS, and refuses paths outside the releases', async () => {
    const registry = (await get('/remotes.json')).json() as { remotes: Record<string, { entry: string }> };
    const entry = registry.remotes.directory!.entry;
    const file = await get(entry);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(file.headers['access-control-allow-origin'], '*');
    assert.equal((await get('/remotes.json')).headers['cache-control'], 'no-cache, no-store');
    assert.equal((await get('/releases/../state/state.json')).statusCode, 404);
  });
});

describe('security headers', () => {
  const baseline = (headers: Record<string, unknown>) => {
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.equal(headers['cross-origin-opener-policy'], 'same-origin');
    const policy = String(headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'browsing-topics', 'usb']) {
      assert.match(policy, new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), `${feature} denied`);
    }
  };

  it('go with pages, API answers, release files and 404s alike', async () => {
    const registry = (await get('/remotes.json')).json() as { remotes: Record<string, { entry: string }> };
    for (const url of ['/organizations', '/api/server-details', registry.remotes.directory!.entry, '/api/no-such-call', '/sign-in']) {
      baseline((await get(url)).headers);
    }
  });

  it('include HSTS only when the request came over HTTPS as a trusted proxy says (never over plain http)', async () => {
    for (const url of ['/organizations', '/api/server-details']) {
      assert.equal((await get(url)).headers['strict-transport-security'], undefined, `${url} over http`);
      // inject's client is 127.0.0.1: a proxy on this machine, trusted by default (TRUST_PROXY=loopback).
      const proxied = await get(url, { 'x-forwarded-proto': 'https' });
      assert.equal(proxied.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', `${url} over https`);
    }
    const untrusted = await app.inject({ url: '/organizations', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    assert.equal(untrusted.statusCode, 200);
    assert.equal(untrusted.headers['strict-transport-security'], undefined, 'a client cannot claim https itself');
  });

  it('include HSTS on every answer when SITE_URL is https', async () => {
    const httpsSite = await createCompositionServer({
      paths,
      api: { plugin: fakeApi as never, options: {} },
      siteUrl: 'https://directory.example',
    });
    try {
      for (const url of ['/organizations', '/api/server-details']) {
        const response = await httpsSite.inject({ url });
        assert.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', url);
        baseline(response.headers);
      }
    } finally {
      await httpsSite.close();
    }
  });
});

describe('robots and sitemap', () => {
  it('publishes robots.txt with the sitemap and a sitemap with the static pages and the API entries', async () => {
    const robots = await get('/robots.txt', { host: 'directory.example' });
    assert.match(robots.body, /Sitemap: http:\/\/directory\.example\/sitemap\.xml/);
    assert.match(robots.body, /Disallow: \/api\//);
    // The served account release marks /profile protected (test/helpers.ts).
    assert.match(robots.body, /Disallow: \/profile\n/);
    const sitemap = await get('/sitemap.xml', { host: 'directory.example' });
    assert.equal(sitemap.statusCode, 200);
    assert.match(String(sitemap.headers['content-type']), /application\/xml/);
    assert.match(sitemap.body, /<url><loc>http:\/\/directory\.example\/organizations\/cfs<\/loc><lastmod>2026-01-02<\/lastmod><\/url>/);
    assert.match(sitemap.body, /<loc>http:\/\/directory\.example\/organizations<\/loc>/);
    assert.doesNotMatch(sitemap.body, /sign-in/);
  });

  it('follows a release that adds a page, and its rollback', async () => {
    const newPage = await makeBuild(root, {
      name: 'directory',
      marker: 'DIRECTORY-NEW',
      routes: [
        '/organizations',
        '/organizations/:slug',
        { pattern: '/e2e-new-page', sitemap: 'self' },
        { pattern: '/e2e-members', access: 'signed-in' },
      ],
    });
    assert.equal((await get('/e2e-new-page')).statusCode, 404);
    await releaseBuild({ paths, pkg: 'mf-directory', distDir: newPage });
    try {
      const page = await get('/e2e-new-page');
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /DIRECTORY-NEW \/e2e-new-page/);
      assert.deepEqual(bootOf(page.body).routes.at(2), { area: 'directory', pattern: '/e2e-new-page' });
      const registry = (await get('/remotes.json')).json() as { routes: { area: string; pattern: string }[] };
      assert.ok(registry.routes.some((route) => route.pattern === '/e2e-new-page' && route.area === 'directory'));
      assert.match((await get('/sitemap.xml')).body, /\/e2e-new-page<\/loc>/);
      assert.match((await get('/robots.txt')).body, /Disallow: \/e2e-members\n/);
    } finally {
      await rollbackPackage({ paths, pkg: 'mf-directory' });
    }
    assert.equal((await get('/e2e-new-page')).statusCode, 404);
    assert.doesNotMatch((await get('/sitemap.xml')).body, /e2e-new-page/);
    assert.doesNotMatch((await get('/robots.txt')).body, /e2e-members/);
  });

  it("marks a route noindex when its metadata says so, whatever the area's head says", async () => {
    // /sign-in is noindex in the fake account release; its render hangs, so the head is the route's alone.
    assert.match((await get('/sign-in')).body, /<meta name="robots" content="noindex">/);
    assert.doesNotMatch((await get('/organizations')).body, /<meta name="robots"/);
  });
});
