// The page cache (src/server/pageCache.ts) on a real composition server with fake builds and a
// fake API: what is personal never reaches another visitor (CSRF tokens, a claimer's view, a
// signed-in render), a data write or a release is seen on the next request, and N concurrent
// misses render once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it, mock } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DeployPaths } from '../src/paths';
import { releaseBuild } from '../src/releases/release';
import { createCompositionServer } from '../src/server/app';
import {
  acceptsGzip,
  cacheablePath,
  deflatedPiece,
  gzipAround,
  gzipHalves,
  gzipPieces,
  PageCache,
  type CachedPage,
} from '../src/server/pageCache';
import { makeBuild, makeTempDir } from './helpers';

/** What the fake API's data says: moves with the data version, as a committed write does. */
let dataVersion = 1;
let anonymousIds = 0;
/** How many times each cookie asked the fake API for its session. */
const sessionCalls = new Map<string, number>();

const fakeApi: FastifyPluginAsync = async (app) => {
  app.get('/api/accounts/session/', async (request, reply) => {
    const cookie = request.headers.cookie ?? '';
    sessionCalls.set(cookie, (sessionCalls.get(cookie) ?? 0) + 1);
    const signedIn = /sessionid=(claimer|member)/.test(cookie);
    let anonymous = /anonid=(\w+)/.exec(cookie)?.[1];
    if (!anonymous) {
      anonymous = `a${(anonymousIds += 1)}`;
      reply.header('set-cookie', `anonid=${anonymous}; Path=/; HttpOnly; SameSite=Lax`);
    }
    return {
      is_authenticated: signedIn,
      organization_memberships: [],
      project_memberships: [],
      csrf: signedIn ? 'session-token' : `anonymous-token-${anonymous}`,
    };
  });
  app.post('/api/accounts/logout/', async () => ({ ok: true }));
  app.get('/api/server-details', async () => ({ color: 'blue', githash: 'abc', deploytime: 'now' }));
  app.get<{ Params: { slug: string } }>('/api/v1/organizations/:slug', async (request, reply) => {
    // An unapproved organization: only its approved claimer sees it (docs/product/directory.md).
    if (request.params.slug === 'pending-fusion') {
      if (/sessionid=claimer/.test(request.headers.cookie ?? '')) return { name: 'Pending Fusion', view: 'CLAIMER-VIEW' };
      return reply.code(404).send({ message: 'Not found' });
    }
    return { name: request.params.slug, dataVersion };
  });
};

/** '/projects/:slug' is the same for everyone (its render asks the API for the organization of that slug too). */
const AREA_ROUTES = ['/organizations', '/organizations/:slug', '/slow', { pattern: '/projects/:slug', sameForEveryone: true }];

/** The fake area: counts its renders, can be held at a gate, and prints what it was given. */
const areaServer = (marker: string) => `
exports.areaName = 'directory';
exports.routePatterns = ['/organizations', '/organizations/:slug', '/slow', '/projects/:slug'];
exports.routeChunks = ['page', 'page', 'page', 'page'];
exports.render = async (request) => {
  globalThis.fakeAreaRenders = (globalThis.fakeAreaRenders ?? 0) + 1;
  if (request.url.startsWith('/slow')) await globalThis.fakeAreaGate;
  const slug = new URL(request.url, request.origin).pathname.split('/')[2] ?? 'list';
  const answer = await request.fetchApi('/api/v1/organizations/' + slug);
  const seen = { marker: ${JSON.stringify(marker)}, url: request.url, body: answer.body, signedIn: request.session.is_authenticated, csrf: request.session.csrf };
  return { status: answer.status === 404 ? 404 : 200, html: '<section>' + JSON.stringify(seen).replace(/</g, '') + '</section>', head: { title: slug }, state: { queries: [] }, chunks: ['page'] };
};`;

declare global {
  var fakeAreaRenders: number | undefined;
  var fakeAreaGate: Promise<void> | undefined;
}

let app: FastifyInstance;
let root: string;
let paths: DeployPaths;
const cache = new PageCache();

interface Seen {
  marker: string;
  body: { dataVersion?: number; view?: string } | null;
  signedIn: boolean;
  csrf: string;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString() : response.body;
  const seenText = /<section>(.*?)<\/section>/s.exec(body)?.[1];
  const boot = /<script type="application\/json" id="fusion-boot">(.*?)<\/script>/s.exec(body)?.[1];
  return {
    response,
    body,
    cache: response.headers['x-page-cache'],
    seen: seenText ? (JSON.parse(seenText) as Seen) : null,
    boot: boot ? (JSON.parse(boot) as { session: { csrf: string; is_authenticated: boolean }; renderedArea: string | null }) : null,
  };
}

before(async () => {
  root = await makeTempDir();
  paths = { releasesDir: path.join(root, 'releases'), stateDir: path.join(root, 'state') };
  await releaseBuild({ paths, pkg: 'shell', distDir: await makeBuild(root, { name: 'shell', marker: 'SHELL' }) });
  await releaseBuild({
    paths,
    pkg: 'mf-directory',
    distDir: await makeBuild(root, {
      name: 'directory',
      marker: 'DIRECTORY-A',
      routes: AREA_ROUTES,
      areaServerSource: areaServer('DIRECTORY-A'),
    }),
  });
  app = await createCompositionServer({
    paths,
    api: { plugin: fakeApi as never, options: {} },
    areaRenderBudgetMs: 5000,
    dataVersion: { fenced: async () => dataVersion, current: () => dataVersion },
    pageCache: cache,
  });
  await app.ready();
});

after(() => app.close());

describe('the page cache: nothing personal is shared', () => {
  it('gives two signed-out visitors the same cached page with their own CSRF token and cookie', async () => {
    const first = await get('/organizations/cfs');
    const second = await get('/organizations/cfs');
    assert.deepEqual([first.response.statusCode, second.response.statusCode], [200, 200]);
    assert.equal(second.cache, 'hit');
    assert.ok(first.boot && second.boot);
    assert.notEqual(first.boot.session.csrf, second.boot.session.csrf);
    assert.match(first.boot.session.csrf, /^anonymous-token-a\d+$/);
    assert.match(String(second.response.headers['set-cookie']), /^anonid=a\d+;/);
    assert.notEqual(first.response.headers['set-cookie'], second.response.headers['set-cookie']);
    // The area rendered as nobody: no token, not signed in.
    assert.deepEqual([second.seen?.csrf, second.seen?.signedIn], ['', false]);
    assert.doesNotMatch(second.body, new RegExp(first.boot.session.csrf), "the first visitor's token is not in the second's page");
    assert.equal(second.response.headers['cache-control'], 'private, no-cache');
  });

  it("never shows a claimer's view of a pending organization to anyone else, in either order", async () => {
    const claimer = await get('/organizations/pending-fusion', { cookie: 'sessionid=claimer' });
    assert.equal(claimer.response.statusCode, 200);
    assert.equal(claimer.seen?.body?.view, 'CLAIMER-VIEW');
    assert.equal(claimer.cache, undefined, 'a signed-in page does not go through the cache');

    for (const visitor of [{}, { cookie: 'anonid=a1' }] as Record<string, string>[]) {
      const other = await get('/organizations/pending-fusion', visitor);
      assert.equal(other.response.statusCode, 404);
      assert.doesNotMatch(other.body, /CLAIMER-VIEW/);
    }
    const again = await get('/organizations/pending-fusion', { cookie: 'sessionid=claimer' });
    assert.equal(again.seen?.body?.view, 'CLAIMER-VIEW');
  });

  it('never serves a signed-in render to a signed-out visitor, nor the cached page to a signed-in one', async () => {
    const member = await get('/organizations/tokamak-one', { cookie: 'sessionid=member' });
    assert.deepEqual([member.seen?.signedIn, member.boot?.session.is_authenticated], [true, true]);
    const visitor = await get('/organizations/tokamak-one');
    assert.deepEqual([visitor.seen?.signedIn, visitor.boot?.session.is_authenticated, visitor.cache], [false, false, 'miss']);
    const memberAgain = await get('/organizations/tokamak-one', { cookie: 'sessionid=member' });
    assert.deepEqual([memberAgain.seen?.signedIn, memberAgain.cache], [true, undefined]);
    // A session cookie that is no longer valid: not signed in, but not served from the cache either.
    const expired = await get('/organizations/tokamak-one', { cookie: 'sessionid=expired' });
    assert.deepEqual([expired.boot?.session.is_authenticated, expired.cache], [false, undefined]);
  });

  it('shares one entry between a page and its links with campaign tags, and does not cache other queries', async () => {
    await get('/organizations/stellarator-two');
    const tagged = await get('/organizations/stellarator-two?utm_source=news&fbclid=x');
    assert.equal(tagged.cache, 'hit');
    const filtered = await get('/organizations/stellarator-two?page=2');
    assert.equal(filtered.cache, undefined);
    assert.equal(filtered.seen?.body?.dataVersion, dataVersion);
  });
});

describe('the page cache: signed-in visitors of a page the same for everyone', () => {
  it('get the cached public area inside their own chrome, with their own session', async () => {
    const visitor = await get('/projects/tokamak-three');
    assert.equal(visitor.cache, 'miss');
    const rendersBefore = globalThis.fakeAreaRenders;
    const member = await get('/projects/tokamak-three', { cookie: 'sessionid=member', 'accept-encoding': 'gzip' });
    assert.equal(member.response.headers['content-encoding'], 'gzip');
    assert.equal(member.cache, 'hit');
    assert.equal(globalThis.fakeAreaRenders, rendersBefore, 'the area did not render again');
    // The area as nobody saw it; the chrome and the boot session are the member's.
    assert.deepEqual([member.seen?.signedIn, member.seen?.csrf], [false, '']);
    assert.match(member.body, /<header>SHELL signed-in:true<\/header>/);
    assert.deepEqual([member.boot?.session.is_authenticated, member.boot?.session.csrf], [true, 'session-token']);
    assert.equal((member.boot as { areaRenderedSignedOut?: boolean } | null)?.areaRenderedSignedOut, true);
    // The same bytes, uncompressed, for a client that takes no gzip.
    const plain = await get('/projects/tokamak-three', { cookie: 'sessionid=member', 'accept-encoding': 'identity' });
    assert.equal(plain.response.headers['content-encoding'], undefined);
    assert.equal(plain.body, member.body);
    // …and the member's chrome never reaches a signed-out visitor.
    const after = await get('/projects/tokamak-three');
    assert.match(after.body, /<header>SHELL signed-in:false<\/header>/);
    assert.doesNotMatch(after.body, /session-token/);
  });

  it("still render a claimer's pending entry as them (the public render is a 404), and never keep it", async () => {
    const claimer = await get('/projects/pending-fusion', { cookie: 'sessionid=claimer' });
    assert.deepEqual([claimer.response.statusCode, claimer.seen?.body?.view, claimer.seen?.signedIn], [200, 'CLAIMER-VIEW', true]);
    const visitor = await get('/projects/pending-fusion');
    assert.equal(visitor.response.statusCode, 404);
    assert.doesNotMatch(visitor.body, /CLAIMER-VIEW/);
  });

  it('see a write at once: a stale entry is rendered again, never sent to them', async () => {
    await get('/projects/fusion-four');
    dataVersion += 1;
    const member = await get('/projects/fusion-four', { cookie: 'sessionid=member' });
    assert.deepEqual([member.cache, member.seen?.body?.dataVersion], ['miss', dataVersion]);
  });
});

describe("a signed-in visitor's session", () => {
  it('is asked of the API once for their next pages, again after a write they send or a data write', async () => {
    const cookie = 'sessionid=member; anonid=a77';
    const calls = () => sessionCalls.get(cookie) ?? 0;
    await get('/projects/session-one', { cookie });
    await get('/projects/session-two', { cookie });
    await get('/organizations/session-three', { cookie });
    assert.equal(calls(), 1);
    // Their sign-out (any write sent with the cookie) forgets it at once.
    await app.inject({ method: 'POST', url: '/api/accounts/logout/', headers: { cookie } });
    await get('/projects/session-one', { cookie });
    assert.equal(calls(), 2);
    dataVersion += 1; // a membership approved, an account disabled: a write anywhere
    await get('/projects/session-one', { cookie });
    assert.equal(calls(), 3);
    // A signed-out visitor's answer (it sets their CSRF cookie) is never kept.
    await get('/projects/session-one', { cookie: 'theme=anonymous-reused' });
    await get('/projects/session-one', { cookie: 'theme=anonymous-reused' });
    assert.equal(sessionCalls.get('theme=anonymous-reused'), 2);
  });
});

describe('the page cache: invalidation', () => {
  it('shows a data write on the next request', async () => {
    const before = await get('/organizations/cfs');
    assert.equal(before.seen?.body?.dataVersion, dataVersion);
    dataVersion += 1;
    const after = await get('/organizations/cfs');
    assert.deepEqual([after.cache, after.seen?.body?.dataVersion], ['miss', dataVersion]);
    assert.equal((await get('/organizations/cfs')).cache, 'hit');
  });

  it('renders again after midnight (UTC), though no write moved the data version: a page may show what the date decides', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2031-03-15T23:59:00Z') });
    try {
      const evening = await get('/organizations/day-test');
      assert.equal(evening.cache, 'miss');
      assert.equal((await get('/organizations/day-test')).cache, 'hit');
      const renders = globalThis.fakeAreaRenders;
      mock.timers.setTime(Date.parse('2031-03-16T00:00:05Z'));
      assert.equal((await get('/organizations/day-test')).cache, 'miss');
      assert.equal(globalThis.fakeAreaRenders, (renders ?? 0) + 1);
      assert.equal((await get('/organizations/day-test')).cache, 'hit');
    } finally {
      mock.timers.reset();
    }
  });

  it('shows a release on the next request', async () => {
    assert.equal((await get('/organizations/cfs')).seen?.marker, 'DIRECTORY-A');
    await releaseBuild({
      paths,
      pkg: 'mf-directory',
      distDir: await makeBuild(root, {
        name: 'directory',
        marker: 'DIRECTORY-B',
        routes: AREA_ROUTES,
        areaServerSource: areaServer('DIRECTORY-B'),
      }),
    });
    const released = await get('/organizations/cfs');
    assert.deepEqual([released.cache, released.seen?.marker], ['miss', 'DIRECTORY-B']);
  });
});

describe('the page cache: coalescing and compression', () => {
  it('renders once for concurrent misses of one page', async () => {
    let open!: () => void;
    globalThis.fakeAreaGate = new Promise<void>((resolve) => (open = resolve));
    const rendersBefore = globalThis.fakeAreaRenders ?? 0;
    const missesBefore = cache.stats.misses;
    const visitors = 8;
    const pages = Array.from({ length: visitors }, () => get('/slow'));
    // Every request has missed and waits on the one render before the render may finish.
    while (cache.stats.misses < missesBefore + visitors) await new Promise(setImmediate);
    open();
    const answers = await Promise.all(pages);
    assert.equal((globalThis.fakeAreaRenders ?? 0) - rendersBefore, 1);
    assert.deepEqual(
      answers.map((answer) => [answer.response.statusCode, answer.boot?.renderedArea]),
      Array.from({ length: visitors }, () => [200, 'directory']),
    );
    assert.equal(new Set(answers.map((answer) => answer.boot?.session.csrf)).size, visitors, 'each with its own token');
  });

  it('sends the kept gzip bytes around the visitor boot block, a valid gzip of the same document', async () => {
    const plain = await get('/organizations/cfs', { cookie: 'anonid=a1' });
    const zipped = await get('/organizations/cfs', { cookie: 'anonid=a1', 'accept-encoding': 'gzip, br' });
    assert.equal(zipped.cache, 'hit');
    assert.equal(zipped.response.headers['content-encoding'], 'gzip');
    assert.equal(zipped.response.headers.vary, 'accept-encoding');
    assert.equal(zipped.body, plain.body);
    assert.ok(zipped.response.rawPayload.length < plain.body.length / 2, 'compressed');
  });
});

describe('the page cache: over budget', () => {
  it('serves the page of the previous data version when the new render misses its budget, then the new one', async () => {
    const budgetMs = 100;
    const logged: string[] = [];
    const hurried = await createCompositionServer({
      paths,
      api: { plugin: fakeApi as never, options: {} },
      areaRenderBudgetMs: budgetMs,
      logStream: { write: (line) => void logged.push((JSON.parse(line) as { msg: string }).msg) },
      dataVersion: { fenced: async () => dataVersion, current: () => dataVersion },
      pageCache: new PageCache(),
    });
    try {
      const load = async () => {
        const response = await hurried.inject({ method: 'GET', url: '/slow' });
        return {
          cache: response.headers['x-page-cache'],
          version: (JSON.parse(/<section>(.*?)<\/section>/s.exec(response.body)![1]!) as Seen).body,
        };
      };
      globalThis.fakeAreaGate = Promise.resolve();
      const first = await load();
      assert.equal(first.cache, 'miss');

      let open!: () => void;
      globalThis.fakeAreaGate = new Promise<void>((resolve) => (open = resolve));
      dataVersion += 1;
      const hurriedAnswer = await load(); // the render waits at the gate, past the budget
      assert.deepEqual(hurriedAnswer, { cache: 'stale', version: first.version });
      // Not counted as a page without its area: it had one.
      assert.deepEqual(
        logged.filter((message) => message.startsWith('area render')),
        ['area render over budget; sending the page of an older data version'],
      );
      open();
      let fresh = await load();
      // The render that missed the budget finished and was kept (or this request rendered anew).
      if (fresh.cache === 'miss') fresh = await load();
      assert.equal(fresh.cache, 'hit');
      assert.deepEqual(fresh.version, { name: 'list', dataVersion });
    } finally {
      await hurried.close();
    }
  });
});

describe('the page cache: its parts', () => {
  it('writes a valid gzip member of kept and per-response pieces in any order', () => {
    const kept = [`<!doctype html>${'é'.repeat(5000)}`, randomBytes(40_000).toString('hex'), ''].map(deflatedPiece);
    for (const own of ['', '<header>Ada</header>', '☃'.repeat(9000)]) {
      const pieces = [kept[0]!, own, kept[1]!, own, kept[2]!];
      const text = pieces.map((piece) => (typeof piece === 'string' ? piece : piece.bytes.toString())).join('');
      assert.equal(gunzipSync(gzipPieces(pieces)).toString(), text);
    }
  });

  it('writes a valid gzip member around any middle, whatever the halves hold', () => {
    const before = `<!doctype html><p>${'café ☃ '.repeat(2000)}${randomBytes(3000).toString('base64')}`;
    const after = `</script>${randomBytes(50_000).toString('hex')}\u2028 end`;
    // The middle is stored uncompressed, in blocks of at most 65,535 bytes: one, two and three blocks.
    for (const middle of ['', '{"csrf":"x"}', '€'.repeat(10_000), 'x'.repeat(65_535), 'y'.repeat(65_536), '€'.repeat(50_000)]) {
      assert.equal(gunzipSync(gzipAround(gzipHalves(before, after), middle)).toString(), `${before}${middle}${after}`);
    }
  });

  it('reads Accept-Encoding as clients send it', () => {
    assert.equal(acceptsGzip('gzip, deflate, br, zstd'), true);
    assert.equal(acceptsGzip('br;q=1.0, gzip;q=0.8'), true);
    assert.equal(acceptsGzip('*'), true);
    assert.equal(acceptsGzip('gzip;q=0'), false);
    assert.equal(acceptsGzip('br'), false);
    assert.equal(acceptsGzip(undefined), false);
    assert.equal(acceptsGzip('identity, *;q=0'), false);
  });

  it('keys a path with campaign tags as the path, and refuses any other query', () => {
    const key = (url: string) => cacheablePath(new URL(url, 'http://site.example'));
    assert.equal(key('/jobs'), '/jobs');
    assert.equal(key('/jobs?utm_source=hn&utm_campaign=x&fbclid=1'), '/jobs');
    assert.equal(key('/jobs?page=2'), null);
    assert.equal(key('/jobs?utm_source=hn&q=plasma'), null);
  });

  it('keys the parameters the route declares, sorted by name, and refuses any other', () => {
    const key = (url: string, known: string[]) => cacheablePath(new URL(url, 'http://site.example'), known);
    const known = ['concept', 'status', 'orgs'];
    assert.equal(key('/map?status=Operating&concept=stellarator', known), '/map?concept=stellarator&status=Operating');
    assert.equal(key('/map?concept=stellarator&status=Operating&utm_source=hn', known), '/map?concept=stellarator&status=Operating');
    assert.equal(key('/compare?orgs=b&orgs=a', known), '/compare?orgs=b&orgs=a'); // repeated: their order is kept
    assert.equal(key('/map?concept=stellarator&zoom=3', known), null);
    assert.equal(key('/map?utm_source=hn', known), '/map');
  });

  it('evicts the least recently used pages past its byte bound, and never keeps one larger than it', () => {
    // A page of about `size` bytes: random text, kept once as text and once (barely) gzipped.
    const page = (size: number): CachedPage => {
      const text = randomBytes(Math.floor(size / 2))
        .toString('base64')
        .slice(0, Math.floor(size / 2));
      return {
        dataVersion: 1,
        day: '2031-03-15',
        status: 200,
        before: text,
        after: '',
        contentSecurityPolicy: '',
        gzip: gzipHalves(text, ''),
      };
    };
    const cache = new PageCache(1000);
    cache.set('a', page(400));
    cache.set('b', page(400));
    assert.ok(cache.get('a')); // a is now the most recent
    cache.set('c', page(400));
    assert.deepEqual([!!cache.get('a'), !!cache.get('b'), !!cache.get('c')], [true, false, true]);
    assert.ok(cache.bytes <= 1000 && cache.bytes > 600, `bytes ${cache.bytes}`);
    cache.set('huge', page(3000));
    assert.equal(cache.get('huge'), undefined);
    assert.ok(cache.get('a') && cache.get('c'));
  });
});
