// What a build folder (a dist/ or a released version) holds, read and checked: the federation
// manifest, the server-render manifest and the server bundle. Used by the release checks and by
// the server that composes pages.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  ROUTES_FILE,
  type AreaRenderRequest,
  type AreaRenderResult,
  type AreaName,
  type RouteMeta,
  type ShellRenderRequest,
  type ShellRenderResult,
} from 'mf-shared/protocol';
import type { ReleaseTarget } from '../paths';
import { readReleaseRoutes } from './routes';

/** One shared module as mf-manifest.json lists it. */
interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
  assets: { js: { sync: string[] } };
}

export interface FederationManifest {
  name: string;
  shared: SharedEntry[];
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

export interface SsrManifest {
  name: string;
  initial: string[];
  css: string[];
  chunkGroups: Record<string, string[]>;
}

export interface AreaServerBundle {
  render(request: AreaRenderRequest): Promise<AreaRenderResult>;
  areaName: AreaName;
  routePatterns: string[];
  /** The chunk group of each route's page (ssr-manifest.json chunkGroups keys). */
  routeChunks: string[];
  /** The routes with their metadata (contract ≥ 1.3); the build writes them to routes.json. */
  routes?: RouteMeta[];
}

export interface ShellServerBundle {
  render(request: ShellRenderRequest): ShellRenderResult;
  contractVersion: string;
}

export const SERVER_BUNDLE = path.join('server', 'render.js');

async function readJsonFile<T>(file: string): Promise<T> {
  let text;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build first (npm run build -w <package>).`);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${file} is not valid JSON.`);
  }
}

export function readFederationManifest(dir: string): Promise<FederationManifest> {
  return readJsonFile<FederationManifest>(path.join(dir, 'mf-manifest.json'));
}

export function readSsrManifest(dir: string): Promise<SsrManifest> {
  return readJsonFile<SsrManifest>(path.join(dir, 'ssr-manifest.json'));
}

/**
 * Loads a build's server bundle. Each version lives at its own path, so Node's module cache
 * keeps one copy per version and a release is picked up without a restart.
 */
export function loadServerBundle<T>(dir: string): T {
  const file = path.join(dir, SERVER_BUNDLE);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundles are CommonJS files found at run time
  return require(file) as T;
}

/** Throws a message naming what is wrong unless `dir` is a complete build of `target`. */
export async function assertCompleteBuild(
  dir: string,
  target: ReleaseTarget,
): Promise<{ federation: FederationManifest; ssr: SsrManifest }> {
  const federation = await readFederationManifest(dir);
  if (federation.name !== target) {
    throw new Error(`${dir} is a build of '${federation.name}', not of '${target}' (mf-manifest.json name).`);
  }
  const ssr = await readSsrManifest(dir);
  if (ssr.name !== target) throw new Error(`${dir}: ssr-manifest.json names '${ssr.name}', not '${target}'.`);
  for (const file of [...ssr.initial, ...ssr.css, SERVER_BUNDLE]) {
    try {
      await fs.access(path.join(dir, file));
    } catch {
      throw new Error(`${dir} is incomplete: ${file} is missing.`);
    }
  }
  if (target === 'shell') {
    const shell = loadServerBundle<Partial<ShellServerBundle>>(dir);
    if (typeof shell.render !== 'function') throw new Error(`${dir}/${SERVER_BUNDLE} does not export the shell's render.`);
    return { federation, ssr };
  }
  const area = loadServerBundle<Partial<AreaServerBundle>>(dir);
  if (typeof area.render !== 'function' || area.areaName !== target) {
    throw new Error(`${dir}/${SERVER_BUNDLE} is not the server render of '${target}' (areaName: ${String(area.areaName)}).`);
  }
  if (!area.routePatterns?.length) throw new Error(`${dir}/${SERVER_BUNDLE} declares no routes.`);
  // routes.json is what the served route table reads: it must be this bundle's routes.
  try {
    await fs.access(path.join(dir, ROUTES_FILE));
  } catch {
    throw new Error(`${dir} is incomplete: ${ROUTES_FILE} is missing (built with a scaffold older than mf-shared 1.3?).`);
  }
  const recorded = (await readReleaseRoutes(dir, target)).map((route) => route.pattern);
  if ([...recorded].sort().join(' ') !== [...area.routePatterns].sort().join(' ')) {
    throw new Error(`${dir}: ${ROUTES_FILE} lists ${recorded.join(', ')} but the server render answers ${area.routePatterns.join(', ')}.`);
  }
  const missing = (area.routeChunks ?? []).filter((chunk) => !ssr.chunkGroups[chunk]);
  if (missing.length) {
    throw new Error(
      `${dir}: the server render names page chunks the browser build lacks: ${missing.join(', ')} (webpackChunkName and lazyPage name must agree).`,
    );
  }
  return { federation, ssr };
}
