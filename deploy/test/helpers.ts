// Throw-away folders and fake builds for deploy's unit tests.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import type { RouteMeta } from 'mf-shared/protocol';

const tempDirs: string[] = [];
after(() => Promise.all(tempDirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

export async function makeTempDir(prefix = 'deploy-test-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  }
}

export interface FakeBuildOptions {
  /** Federation name in mf-manifest.json (shell | directory | content | account). */
  name: string;
  /** Marker text put into the HTML the fake server bundle renders. */
  marker?: string;
  /** Provided/required versions of the contract singleton. */
  contract?: { version: string; requiredVersion: string };
  /** What the fake area render does. */
  behaviour?: 'ok' | 'throw' | 'hang';
  /** Routes the fake area claims (a pattern, or a pattern with its metadata), as its routes.json records them. */
  routes?: (string | RouteMeta)[];
  /** Leave routes.json out (a release made before builds wrote it). */
  withoutRoutesFile?: boolean;
  /** The area's server bundle source instead of the default (CommonJS; `render` is called per page). */
  areaServerSource?: string;
}

const AREA_ROUTES: Record<string, RouteMeta[]> = {
  directory: [
    { pattern: '/organizations', sitemap: 'self' },
    { pattern: '/organizations/:slug', sitemap: 'api' },
  ],
  content: [
    { pattern: '/', sitemap: 'self' },
    { pattern: '/articles', sitemap: 'self' },
  ],
  account: [
    { pattern: '/sign-in', noindex: true },
    { pattern: '/profile', noindex: true, access: 'signed-in' },
  ],
};

/**
 * A minimal but complete build as webpack emits it: both manifests, the entry, a stylesheet and
 * a CommonJS server bundle with the protocol's exports (mf-shared/src/contract/protocol.ts).
 */
export async function makeBuild(root: string, options: FakeBuildOptions): Promise<string> {
  const { name, marker = `${name}-build`, contract = { version: '1.0.0', requiredVersion: '^1.0.0' }, behaviour = 'ok' } = options;
  const dir = path.join(root, `${name}-${marker}-${Math.random().toString(36).slice(2, 8)}`);
  const isShell = name === 'shell';
  const entry = isShell ? 'main.js' : 'remoteEntry.js';
  const routes = (options.routes ?? AREA_ROUTES[name] ?? []).map((route) => (typeof route === 'string' ? { pattern: route } : route));
  const patterns = routes.map((route) => route.pattern);
  const server = isShell
    ? `
exports.contractVersion = '1.0.0';
exports.render = (request) => ({
  html: '<header>' + ${JSON.stringify(marker)} + ' signed-in:' + request.session.is_authenticated + '</header><main><div id="area-slot"><!--fusion:area-slot--></div>' + (request.area ? (request.areaRendered ? '' : '<p>Loading</p>') : '<p>This page could not be found.</p>') + '</main><footer>footer</footer>',
  headHtml: '<link rel="icon" href="data:,">',
});`
    : `
exports.areaName = ${JSON.stringify(name)};
exports.routePatterns = ${JSON.stringify(patterns)};
exports.routeChunks = ${JSON.stringify(patterns.map(() => 'page'))};
exports.render = async (request) => {
  ${behaviour === 'throw' ? "throw new Error('broken server bundle');" : ''}
  ${behaviour === 'hang' ? 'await new Promise(() => {});' : ''}
  if (request.url.includes('merged')) return { status: 301, redirect: '/organizations/merged-into', html: '', head: {}, state: null, chunks: [] };
  if (request.url.includes('private')) return { status: 302, redirect: '/sign-in?next=' + encodeURIComponent(request.url), html: '', head: {}, state: null, chunks: [] };
  const missing = request.url.includes('missing');
  return { status: missing ? 404 : 200, html: '<section>' + ${JSON.stringify(marker)} + ' ' + request.url + '</section>', head: { title: missing ? 'Not found' : 'Page ' + request.url }, state: { queries: [] }, chunks: ['page'] };
};`;
  await writeFiles(dir, {
    'mf-manifest.json': JSON.stringify({
      name,
      shared: [
        {
          name: 'mf-shared',
          version: contract.version,
          requiredVersion: contract.requiredVersion,
          singleton: true,
          assets: { js: { sync: ['shared.js'] } },
        },
      ],
      exposes: isShell ? [] : [{ name: 'spa', assets: { js: { sync: ['expose.js'] }, css: { sync: [] } } }],
    }),
    'ssr-manifest.json': JSON.stringify({
      name,
      initial: isShell ? [entry, 'styles.css'] : [entry],
      css: ['styles.css'],
      chunkGroups: isShell ? { bootstrap: ['bootstrap.js'] } : { page: ['page.js', 'styles.css'] },
    }),
    [entry]: `/* ${marker} */`,
    'shared.js': '/* shared */',
    'styles.css': `.${name}{color:black}`,
    ...(isShell ? { 'bootstrap.js': '/* bootstrap */' } : { 'expose.js': '/* expose */', 'page.js': '/* page */' }),
    'server/render.js': !isShell && options.areaServerSource ? options.areaServerSource : server,
    ...(isShell || options.withoutRoutesFile ? {} : { 'routes.json': JSON.stringify({ name, routes }) }),
  });
  return dir;
}
