// Server rendering of a page (docs/architecture.md "Request path"):
//   request → release state (which shell and area versions, and the route table their releases
//   compose: which area answers the path) → session + server details from the
//   API in process → the area's server bundle renders the page with its data (within a time
//   budget) → the shell's server bundle renders the chrome around it → one HTML document.
// One failing area never fails the page: it is sent as the chrome plus the area's loading
// state, and the browser renders the area as it did before server rendering.
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostOrigin, inProcessHeaders } from 'api';
import type { AreaName, BootPayload, ServerDetails, SessionData } from 'mf-shared/protocol';
import type { DeployPaths, RemoteArea } from '../paths';
import type { AreaServerBundle, ShellServerBundle } from '../releases/build';
import { packageForTarget, readState, registryOf, stateFile, type ReleaseState } from '../state/releaseState';
import { ownershipOf, RouteTableCache, servedRouteFor, type ServedRoute } from '../state/routeTable';
import { BuildCache, type LoadedBuild } from './builds';
import { renderDocument } from './document';
import { contentSecurityPolicy } from './security';

/** How long an area may take to load its data and render before the page goes without it. */
const DEFAULT_AREA_RENDER_BUDGET_MS = 300;

const SIGNED_OUT: SessionData = { is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: '' };

export interface PageRendererOptions {
  paths: DeployPaths;
  /** Site origin for canonical URLs; default: the request's own (trusted proxy headers). */
  siteUrl?: string;
  areaRenderBudgetMs?: number;
}

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
    let mtimeMs = -1;
    try {
      mtimeMs = (await stat(stateFile(this.stateDir))).mtimeMs;
    } catch {
      // no state yet: nothing released
    }
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
  let serverDetails: { value: ServerDetails | null; until: number } = { value: null, until: 0 };

  /** GET an API path in process, as the visitor (their cookies); `setCookies` collects what it sets. */
  async function fetchApi(request: FastifyRequest, path: string, setCookies?: string[]) {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        cookie: request.headers.cookie ?? '',
        host: request.headers.host ?? 'localhost',
        'x-forwarded-proto': request.protocol,
        'x-request-id': String(request.id),
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
    const { status, body } = await fetchApi(request, '/api/server-details');
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

  async function renderArea(
    request: FastifyRequest,
    state: ReleaseState,
    area: AreaName,
    session: SessionData,
    origin: string,
  ): Promise<{ build: LoadedBuild<AreaServerBundle>; result: Awaited<ReturnType<AreaServerBundle['render']>> } | null> {
    const version = state.targets[area as RemoteArea]?.current;
    if (!version) return null;
    const started = performance.now();
    try {
      const build = await builds.get<AreaServerBundle>(packageForTarget(area), version);
      const result = await withTimeout(
        build.bundle.render({ url: request.url, origin, session, fetchApi: (path) => fetchApi(request, path) }),
        budget,
        `The ${area} area's server render`,
      );
      return { build, result };
    } catch (error) {
      if (error instanceof OverBudget) {
        // One fixed message, so a load test can count the pages sent without their area.
        const route = request.url.split('?')[0]; // no query: it may carry tokens or an email
        const elapsedMs = Math.round(performance.now() - started);
        request.log.warn({ route, area, version, elapsedMs, budgetMs: budget }, 'area render over budget');
      } else {
        request.log.error({ err: error, area, version }, 'area server render failed; sending the page without it');
      }
      return null;
    }
  }

  return {
    warm,
    served,
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
      const [sessionAnswer, details] = await Promise.all([
        fetchApi(request, '/api/accounts/session/', setCookies),
        loadServerDetails(request).catch(() => null),
      ]);
      const session = sessionAnswer.status === 200 ? (sessionAnswer.body as SessionData) : SIGNED_OUT;

      const route = servedRouteFor(routes, url.pathname)?.route ?? null;
      const area = route?.area ?? null;
      const rendered = area ? await renderArea(request, state, area, session, origin) : null;
      if (rendered?.result.redirect) {
        if (setCookies.length) reply.header('set-cookie', setCookies);
        // 301 when the page moved for good (a merged company), else 302.
        const code = rendered.result.status === 301 ? 301 : 302;
        return reply.code(code).header('location', rendered.result.redirect).header('cache-control', 'private, no-cache').send();
      }
      const status = !area ? 404 : (rendered?.result.status ?? 200);

      const shellResult = shell.bundle.render({ url: request.url, session, serverDetails: details, area, areaRendered: rendered !== null });
      const boot: BootPayload = {
        registry: registryOf(state),
        routes: ownershipOf(routes),
        session,
        serverDetails: details,
        renderedArea: rendered ? area : null,
        origin,
      };
      // The route's own metadata says never index it, whatever its head says.
      const head = area
        ? { ...(rendered?.result.head ?? {}), ...(route?.noindex ? { noindex: true } : {}) }
        : { title: 'Not found', noindex: true };
      const nonce = randomBytes(16).toString('base64');
      const html = renderDocument({
        origin,
        pathname: url.pathname,
        nonce,
        head,
        shellHeadHtml: shellResult.headHtml,
        shellHtml: shellResult.html,
        shell,
        area:
          rendered && area
            ? {
                name: area,
                build: rendered.build,
                html: rendered.result.html,
                state: rendered.result.state,
                chunks: rendered.result.chunks,
              }
            : null,
        boot,
      });

      if (setCookies.length) reply.header('set-cookie', setCookies);
      return (
        reply
          .code(status)
          .header('content-type', 'text/html; charset=utf-8')
          // The page carries the visitor's session and CSRF token: never shared, always revalidated.
          .header('cache-control', 'private, no-cache')
          .header('content-security-policy', contentSecurityPolicy(nonce))
          .send(html)
      );
    },
  };
}
