// Server rendering of a page (docs/architecture.md "Request path"):
//   request → release state (which shell and area versions, and the route table their releases
//   compose: which area answers the path) → session + server details from the
//   API in process → the area's server bundle renders the page with its data (within a time
//   budget) → the shell's server bundle renders the chrome around it → one HTML document.
// One failing area never fails the page: it is sent as the chrome plus the area's loading
// state, and the browser renders the area as it did before server rendering.
//
// Signed-out visitors get the public part of the page from the page cache (pageCache.ts):
// rendered once per origin, releases, server details, data version, UTC day and path, without
// their cookies; only their session (the CSRF token) and cookies are per response. On a route the
// same for everyone (RouteMeta.sameForEveryone), signed-in visitors get that cached area too,
// inside their own chrome (the shell rendered with their session); the area hydrates as signed
// out and then shows their own parts (mf-shared createArea).
import { statSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesVisitorCookie, hasSessionCookie, hostOrigin, inProcessHeaders, type FirstVisitSession } from 'api';
import { jsonForScript, type AreaName, type BootPayload, type HeadData, type ServerDetails, type SessionData } from 'mf-shared/protocol';
import type { DeployPaths, RemoteArea } from '../paths';
import type { AreaServerBundle, ShellServerBundle } from '../releases/build';
import { packageForTarget, readState, registryOf, stateFile, type ReleaseState } from '../state/releaseState';
import { ownershipOf, RouteTableCache, servedRouteFor, type ServedRoute } from '../state/routeTable';
import { BuildCache, type LoadedBuild } from './builds';
import { bootAroundSession, renderDocumentParts, shellAroundSlot } from './document';
import {
  acceptsGzip,
  cacheablePath,
  signedInPiecesOf,
  gzipAround,
  gzipHalves,
  gzipPieces,
  PageCache,
  type CachedPage,
  type SignedInPieces,
} from './pageCache';
import { contentSecurityPolicy } from './security';

/** How long an area may take to load its data and render before the page goes without it. */
const DEFAULT_AREA_RENDER_BUDGET_MS = 300;

/**
 * How long a signed-in visitor's session answer is reused for their next pages (at one data
 * version). The API reads the session from the database on every call (PGlite: ~1 ms a
 * statement, the largest cost of a signed-in page); a sign-out or any other write with that
 * cookie in this process forgets it at once, another process's within this time.
 */
const SESSION_REUSE_MS = 5_000;
const SESSION_REUSE_MAX_ENTRIES = 10_000;

const SIGNED_OUT: SessionData = { is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: '' };

export interface PageRendererOptions {
  paths: DeployPaths;
  /** Site origin for canonical URLs; default: the request's own (trusted proxy headers). */
  siteUrl?: string;
  areaRenderBudgetMs?: number;
  /**
   * The data version (api data-version.ts): `fenced` knows every write committed before the
   * call, in any process; `current` is this process's view now. Without it pages are not cached.
   */
  dataVersion?: DataVersionSource;
  /** The cache of public pages (default: one of PAGE_CACHE_MAX_BYTES); false: none. */
  pageCache?: PageCache | false;
  /** The API's first-visit session minter, once its plugin is registered; else the session is asked of the API. */
  firstVisitSession?: () => FirstVisitSession | null;
}

export interface DataVersionSource {
  fenced(): Promise<number>;
  current(): number;
}

/** Who an in-process API call is made as: the visitor (their cookies), or nobody (a public render). */
interface Caller {
  cookie: string;
  host: string;
  protocol: string;
  requestId: string;
}

type AreaResult = Awaited<ReturnType<AreaServerBundle['render']>>;

/** An area's render that missed its budget (the page goes out without the area). */
class OverBudget extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new OverBudget(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The release state, re-read when its file changes (release and rollback need no restart). */
class StateReader {
  private cached: { mtimeMs: number; state: ReleaseState } | null = null;
  constructor(private readonly stateDir: string) {}

  async read(): Promise<ReleaseState> {
    // Once per page: statSync costs ~2 µs here, the promise version ~50 µs (a thread-pool round
    // trip), 7% of a cached page's CPU under load. No file yet: nothing released.
    const mtimeMs = statSync(stateFile(this.stateDir), { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.state;
    const state = await readState(this.stateDir);
    this.cached = { mtimeMs, state };
    return state;
  }
}

export function createPageRenderer(app: FastifyInstance, options: PageRendererOptions) {
  const builds = new BuildCache(options.paths);
  const stateReader = new StateReader(options.paths.stateDir);
  const routeTables = new RouteTableCache(options.paths);

  /** What is served now: the release state and the route table of its areas' releases. */
  async function served(): Promise<{ state: ReleaseState; routes: ServedRoute[] }> {
    const state = await stateReader.read();
    return { state, routes: await routeTables.get(state) };
  }
  const budget = options.areaRenderBudgetMs ?? DEFAULT_AREA_RENDER_BUDGET_MS;
  const pageCache = options.pageCache === false || !options.dataVersion ? null : (options.pageCache ?? new PageCache());
  const dataVersion = options.dataVersion;
  let serverDetails: { value: ServerDetails | null; until: number } = { value: null, until: 0 };
  /** Signed-in session answers by the request's Cookie header (SESSION_REUSE_MS). */
  const sessions = new LRUCache<string, { dataVersion: number; session: SessionData }>({
    max: SESSION_REUSE_MAX_ENTRIES,
    ttl: SESSION_REUSE_MS,
  });
  // A write sent with a cookie (sign-out, a password change, a claim) may change what its
  // session answers: the next page asks the API again.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.headers.cookie) sessions.delete(request.headers.cookie);
  });

  /** The visitor's session: the API's answer, or a signed-in answer kept for this cookie at this data version. */
  async function sessionOf(request: FastifyRequest, setCookies: string[]): Promise<SessionData> {
    const cookie = request.headers.cookie ?? '';
    const mintFirstVisit = options.firstVisitSession?.();
    if (mintFirstVisit && !carriesVisitorCookie(cookie)) {
      const { csrf, setCookie } = mintFirstVisit(request.protocol);
      setCookies.push(setCookie);
      return { ...SIGNED_OUT, csrf };
    }
    const version = dataVersion && cookie && hasSessionCookie(request) ? await dataVersion.fenced().catch(() => null) : null;
    const kept = version === null ? undefined : sessions.get(cookie);
    if (kept && kept.dataVersion === version) return kept.session;
    const cookiesBefore = setCookies.length;
    const answer = await fetchApi(visitorOf(request), '/api/accounts/session/', setCookies);
    const session = answer.status === 200 ? (answer.body as SessionData) : SIGNED_OUT;
    // Only a signed-in answer that set no cookie is the same on the next page.
    if (version !== null && session.is_authenticated && setCookies.length === cookiesBefore)
      sessions.set(cookie, { dataVersion: version, session });
    return session;
  }

  const visitorOf = (request: FastifyRequest): Caller => ({
    cookie: request.headers.cookie ?? '',
    host: request.headers.host ?? 'localhost',
    protocol: request.protocol,
    requestId: String(request.id),
  });

  /** GET an API path in process, as `caller`; `setCookies` collects what it sets. */
  async function fetchApi(caller: Caller, path: string, setCookies?: string[]) {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        cookie: caller.cookie,
        host: caller.host,
        'x-forwarded-proto': caller.protocol,
        'x-request-id': caller.requestId,
        accept: 'application/json',
        // The server-only marker: the API then says why an entry is not found (the area redirects).
        ...inProcessHeaders(),
      },
    });
    if (setCookies) {
      const header = response.headers['set-cookie'];
      setCookies.push(...(Array.isArray(header) ? header : header ? [header] : []));
    }
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  }

  async function loadServerDetails(request: FastifyRequest): Promise<ServerDetails | null> {
    if (Date.now() < serverDetails.until) return serverDetails.value;
    const { status, body } = await fetchApi(visitorOf(request), '/api/server-details');
    serverDetails = { value: status === 200 ? (body as ServerDetails) : null, until: Date.now() + 60_000 };
    return serverDetails.value;
  }

  /** Loads the current builds ahead of the first page that needs them. */
  async function warm(): Promise<void> {
    const state = await stateReader.read();
    await Promise.all(
      Object.entries(state.targets).map(([target, entry]) =>
        entry?.current ? builds.get(packageForTarget(target as never), entry.current).catch(() => undefined) : undefined,
      ),
    );
  }

  /**
   * `rendering` within the area's budget, or null (the page then goes without its area): a miss
   * is logged with one fixed message, so a load test can count the pages sent without their area.
   * `fallback`: an older page with the area will be sent instead, and the log says so.
   */
  async function withinBudget<T>(
    request: FastifyRequest,
    area: AreaName,
    version: string,
    rendering: Promise<T>,
    fallback: { dataVersion: number } | null = null,
  ): Promise<T | null> {
    const started = performance.now();
    try {
      return await withTimeout(rendering, budget, `The ${area} area's server render`);
    } catch (error) {
      const route = request.url.split('?')[0]; // no query: it may carry tokens or an email
      const elapsedMs = Math.round(performance.now() - started);
      if (fallback) {
        const reason = error instanceof OverBudget ? 'over budget' : 'failed';
        request.log.warn(
          { err: error instanceof OverBudget ? undefined : error, route, area, version, elapsedMs, keptDataVersion: fallback.dataVersion },
          `area render ${reason}; sending the page of an older data version`,
        );
      } else if (error instanceof OverBudget) {
        request.log.warn({ route, area, version, elapsedMs, budgetMs: budget }, 'area render over budget');
      } else {
        request.log.error({ err: error, area, version }, 'area server render failed; sending the page without it');
      }
      return null;
    }
  }

  async function renderArea(
    request: FastifyRequest,
    state: ReleaseState,
    area: AreaName,
    session: SessionData,
    origin: string,
  ): Promise<{ build: LoadedBuild<AreaServerBundle>; result: AreaResult } | null> {
    const version = state.targets[area as RemoteArea]?.current;
    if (!version) return null;
    const rendering = (async () => {
      const build = await builds.get<AreaServerBundle>(packageForTarget(area), version);
      const result = await build.bundle.render({
        url: request.url,
        origin,
        session,
        fetchApi: (path) => fetchApi(visitorOf(request), path),
      });
      return { build, result };
    })();
    return withinBudget(request, area, version, rendering);
  }

  /** What the page's <head> says: the area's, unless the route table says never index it. */
  function headOf(area: AreaName | null, route: ServedRoute | null, result: AreaResult | null): HeadData {
    return area ? { ...(result?.head ?? {}), ...(route?.noindex ? { noindex: true } : {}) } : { title: 'Not found', noindex: true };
  }

  interface PageInput {
    url: string;
    pathname: string;
    origin: string;
    session: SessionData;
    details: ServerDetails | null;
    shell: LoadedBuild<ShellServerBundle>;
    area: AreaName | null;
    route: ServedRoute | null;
    rendered: { build: LoadedBuild<AreaServerBundle>; result: AreaResult } | null;
  }

  /** The document of a page around its visitor's session JSON, and the CSP that allows its inlined styles. */
  function composePage(input: PageInput, boot: Omit<BootPayload, 'session'>) {
    const { area, rendered } = input;
    const shellResult = input.shell.bundle.render({
      url: input.url,
      session: input.session,
      serverDetails: input.details,
      area,
      areaRendered: rendered !== null,
    });
    const parts = renderDocumentParts({
      origin: input.origin,
      pathname: input.pathname,
      head: headOf(area, input.route, rendered?.result ?? null),
      shellHeadHtml: shellResult.headHtml,
      shellHtml: shellResult.html,
      shell: input.shell,
      area:
        rendered && area
          ? { name: area, build: rendered.build, html: rendered.result.html, state: rendered.result.state, chunks: rendered.result.chunks }
          : null,
    });
    const { beforeSession, afterSession } = bootAroundSession(boot);
    return {
      before: `${parts.before}${beforeSession}`,
      after: `${afterSession}${parts.after}`,
      contentSecurityPolicy: contentSecurityPolicy(parts.styleSources),
      /** What a signed-in visitor's page of this render reuses around their own chrome. */
      signedInText: {
        opening: parts.opening,
        slot: parts.slot,
        closing: `${afterSession}${parts.after}`,
        bootHead: `${parts.bootOpen}${beforeSession}`,
      },
    };
  }

  type PublicRender = { redirect: string; status: number } | { page: CachedPage };

  /**
   * The public page of `path` for every signed-out visitor: the area renders as nobody (no
   * cookies, the signed-out session without a token), so nothing personal can be in it.
   * Kept when it is a 200 and no write came in while it rendered.
   */
  async function renderPublic(
    request: FastifyRequest,
    key: string,
    input: Omit<PageInput, 'rendered' | 'session'> & { area: AreaName; areaVersion: string },
    boot: (renderedArea: AreaName | null) => Omit<BootPayload, 'session'>,
    version: number,
    day: string,
  ) {
    const { area } = input;
    // The versions the key names, not whatever a release made current since.
    const build = await builds.get<AreaServerBundle>(packageForTarget(area), input.areaVersion);
    // The API is asked as the key's origin, whatever Host this request carried.
    const site = new URL(input.origin);
    const nobody: Caller = { cookie: '', host: site.host, protocol: site.protocol.replace(':', ''), requestId: String(request.id) };
    const result = await build.bundle.render({
      url: input.url,
      origin: input.origin,
      session: SIGNED_OUT,
      fetchApi: (path) => fetchApi(nobody, path),
    });
    if (result.redirect) return { redirect: result.redirect, status: result.status } satisfies PublicRender;
    // The area's HTML is for nobody: the browser hydrates it as signed out (mf-shared createArea).
    const { signedInText, ...document } = composePage(
      { ...input, session: SIGNED_OUT, rendered: { build, result } },
      { ...boot(area), areaRenderedSignedOut: true },
    );
    const page: CachedPage = {
      dataVersion: version,
      day,
      status: result.status,
      ...document,
      gzip: gzipHalves(document.before, document.after),
      ...(input.route?.sameForEveryone && result.status === 200 ? { signedInText } : {}),
    };
    if (page.status === 200 && dataVersion!.current() === version) pageCache!.set(key, page);
    return { page } satisfies PublicRender;
  }

  /** The headers of a page carrying a visitor's session: its status, cookies and CSP. */
  function pageHeaders(reply: FastifyReply, page: Pick<CachedPage, 'status' | 'contentSecurityPolicy'>, setCookies: string[]) {
    if (setCookies.length) reply.header('set-cookie', setCookies);
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      // The page carries the visitor's session and CSRF token: never shared, always revalidated.
      .header('cache-control', 'private, no-cache')
      .header('content-security-policy', page.contentSecurityPolicy);
  }

  /** Sends `before` + the visitor's session JSON + `after`, gzipped from the kept halves when the client takes gzip. */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Pick<CachedPage, 'status' | 'before' | 'after' | 'contentSecurityPolicy'> & { gzip?: CachedPage['gzip'] },
    session: SessionData,
    setCookies: string[],
  ) {
    pageHeaders(reply, page, setCookies);
    const sessionJson = jsonForScript(session);
    if (page.gzip && acceptsGzip(request.headers['accept-encoding'])) {
      // @fastify/compress leaves an answer that already has a Content-Encoding alone.
      return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(gzipAround(page.gzip, sessionJson));
    }
    return reply.send(`${page.before}${sessionJson}${page.after}`);
  }

  /**
   * A signed-in visitor's page of a cached public render: the kept pieces around their own chrome
   * (`shell`, rendered with their session) and session JSON; only those are compressed per response.
   */
  function sendSignedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage & { forSignedIn: SignedInPieces },
    shell: [string, string],
    session: SessionData,
    setCookies: string[],
  ) {
    pageHeaders(reply, page, setCookies);
    const { opening, slot, closing, bootHead } = page.forSignedIn;
    const [shellTop, shellBottom] = shell;
    const middle = `${shellBottom}${bootHead}${jsonForScript(session)}`;
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply
        .header('content-encoding', 'gzip')
        .header('vary', 'accept-encoding')
        .send(gzipPieces([opening, shellTop, slot, middle, closing]));
    }
    return reply.send(`${opening.bytes.toString()}${shellTop}${slot.bytes.toString()}${middle}${closing.bytes.toString()}`);
  }

  return {
    warm,
    served,
    pageCache,
    async handle(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, 'http://placeholder');
      // Without SITE_URL the server refuses an invalid Host before this (app.ts).
      const origin = options.siteUrl ?? hostOrigin(request.protocol, request.headers.host) ?? 'http://localhost';
      const { state, routes } = await served();
      const shellVersion = state.targets.shell?.current;
      if (!shellVersion) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('Nothing is released yet: run npm start (or npm run release -w deploy -- shell).');
      }
      const shell = await builds.get<ShellServerBundle>('shell', shellVersion);

      const setCookies: string[] = [];
      const [session, details] = await Promise.all([sessionOf(request, setCookies), loadServerDetails(request).catch(() => null)]);

      const route = servedRouteFor(routes, url.pathname)?.route ?? null;
      const area = route?.area ?? null;
      const boot = (renderedArea: AreaName | null): Omit<BootPayload, 'session'> => ({
        registry: registryOf(state),
        routes: ownershipOf(routes),
        serverDetails: details,
        renderedArea,
        origin,
      });
      const areaVersion = area ? state.targets[area as RemoteArea]?.current : undefined;

      const path = cacheablePath(url, route?.query);
      const signedOut = !session.is_authenticated && !hasSessionCookie(request);
      const version =
        pageCache && dataVersion && area && areaVersion && path !== null && (signedOut || route?.sameForEveryone)
          ? await dataVersion.fenced().catch(() => null)
          : null;
      if (pageCache && area && areaVersion && path !== null && version !== null) {
        const releases = Object.entries(state.targets)
          .map(([target, entry]) => `${target}@${entry?.current ?? '-'}`)
          .sort()
          .join(',');
        const key = [origin, releases, JSON.stringify(details), path].join('\n');
        const input = { url: path, pathname: url.pathname, origin, details, shell, area, areaVersion, route };
        const day = new Date().toISOString().slice(0, 10); // a page of an earlier UTC day is stale (CachedPage.day)
        const kept = pageCache.get(key);
        const fresh = kept?.dataVersion === version && kept.day === day ? kept : null;

        // A signed-out visitor (no session cookie at all): the public page.
        if (signedOut) {
          if (fresh) {
            pageCache.stats.hits += 1;
            reply.header('x-page-cache', 'hit');
            return sendPage(request, reply, fresh, session, setCookies);
          }
          pageCache.stats.misses += 1;
          const rendered = await withinBudget(
            request,
            area,
            areaVersion,
            pageCache.coalesce(`${key}\n${version}\n${day}`, () => renderPublic(request, key, input, boot, version, day)),
            kept ?? null,
          );
          if (rendered && 'redirect' in rendered) {
            if (setCookies.length) reply.header('set-cookie', setCookies);
            const code = rendered.status === 301 ? 301 : 302;
            return reply.code(code).header('location', rendered.redirect).header('cache-control', 'private, no-cache').send();
          }
          if (rendered) {
            reply.header('x-page-cache', 'miss');
            return sendPage(request, reply, rendered.page, session, setCookies);
          }
          if (kept) {
            // Over budget or failed (logged above): the page of an older data version beats a page without its area.
            pageCache.stats.stale += 1;
            reply.header('x-page-cache', 'stale');
            return sendPage(request, reply, kept, session, setCookies);
          }
          const page = composePage({ ...input, session: SIGNED_OUT, rendered: null }, boot(null));
          return sendPage(request, reply, { status: 200, ...page }, session, setCookies);
        }

        // Signed in, on a page the same for everyone: the public area inside their own chrome.
        // Never an older data version (they may have just written), and a page the public
        // render does not answer with a 200 (a claimer's pending entry) renders as them below.
        let page: CachedPage | null = fresh;
        if (!page) {
          pageCache.stats.misses += 1;
          const rendered = await withinBudget(
            request,
            area,
            areaVersion,
            pageCache.coalesce(`${key}\n${version}\n${day}`, () => renderPublic(request, key, input, boot, version, day)),
          );
          page = (rendered && 'page' in rendered ? rendered.page : null) ?? null;
        } else {
          pageCache.stats.hits += 1;
        }
        if (page && !page.forSignedIn && page.signedInText) {
          page.forSignedIn = signedInPiecesOf(page.signedInText);
          page.signedInText = undefined;
          // Set again, so the cache's byte count includes the pieces.
          if (pageCache.get(key) === page) pageCache.set(key, page);
        }
        const chrome = page?.forSignedIn
          ? shellAroundSlot(shell.bundle.render({ url: request.url, session, serverDetails: details, area, areaRendered: true }).html)
          : null;
        if (page?.forSignedIn && chrome) {
          reply.header('x-page-cache', page === fresh ? 'hit' : 'miss');
          return sendSignedIn(request, reply, { ...page, forSignedIn: page.forSignedIn }, chrome, session, setCookies);
        }
      }

      const rendered = area ? await renderArea(request, state, area, session, origin) : null;
      if (rendered?.result.redirect) {
        if (setCookies.length) reply.header('set-cookie', setCookies);
        // 301 when the page moved for good (a merged company), else 302.
        const code = rendered.result.status === 301 ? 301 : 302;
        return reply.code(code).header('location', rendered.result.redirect).header('cache-control', 'private, no-cache').send();
      }
      const status = !area ? 404 : (rendered?.result.status ?? 200);
      const page = composePage(
        { url: request.url, pathname: url.pathname, origin, session, details, shell, area, route, rendered },
        boot(rendered ? area : null),
      );
      return sendPage(request, reply, { status, ...page }, session, setCookies);
    },
  };
}
