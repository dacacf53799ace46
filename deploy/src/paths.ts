// Where the composition keeps its files. Every directory can be moved with an environment
// variable so tests and the browser suite run against throw-away copies.
import path from 'node:path';
import { AREA_NAMES, type AreaName } from 'mf-shared/protocol';

// One folder up from src/paths.ts, and from the bundles in dist/ (scripts/build-server.mjs).
export const DEPLOY_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(DEPLOY_ROOT, '..');

/**
 * How to run one process of the composed server: when this code is itself the build (dist/*.js),
 * the built dist/main.js with plain node and this process's flags; from the sources, src/server/main.ts
 * through tsx.
 */
export function serverProcess(): { file: string; execArgv: string[] } {
  return path.extname(__filename) === '.js'
    ? { file: path.join(DEPLOY_ROOT, 'dist', 'main.js'), execArgv: process.execArgv }
    : { file: path.join(DEPLOY_ROOT, 'src', 'server', 'main.ts'), execArgv: ['--import', 'tsx'] };
}

export type RemoteArea = AreaName;
export type ReleaseTarget = 'shell' | RemoteArea;
export type ReleasedPackage = 'shell' | `mf-${RemoteArea}`;

/** The areas (mf-shared/src/contract/area-names.json), each built in mf-<name>/. */
export const REMOTE_AREAS: readonly RemoteArea[] = AREA_NAMES;

/** Every package released into its own immutable version folders: npm package (= folder) → name in the release state. The shell first. */
export const RELEASED_PACKAGES: Readonly<Record<ReleasedPackage, ReleaseTarget>> = Object.freeze(
  Object.fromEntries([['shell', 'shell'], ...REMOTE_AREAS.map((area) => [`mf-${area}`, area])]) as Record<ReleasedPackage, ReleaseTarget>,
);

export interface DeployPaths {
  releasesDir: string;
  stateDir: string;
}

export function deployPaths(env: NodeJS.ProcessEnv = process.env): DeployPaths {
  return {
    releasesDir: path.resolve(env.DEPLOY_RELEASES_DIR || path.join(DEPLOY_ROOT, '.releases')),
    stateDir: path.resolve(env.DEPLOY_STATE_DIR || path.join(DEPLOY_ROOT, '.state')),
  };
}

/** The dist/ folder a package builds into. */
export function distDirOf(pkg: ReleasedPackage): string {
  return path.join(REPO_ROOT, pkg, 'dist');
}

/** Accepts a package name (mf-directory) or a target name (directory). */
export function packageOf(name: string): ReleasedPackage {
  if (name in RELEASED_PACKAGES) return name as ReleasedPackage;
  const pkg = (Object.keys(RELEASED_PACKAGES) as ReleasedPackage[]).find((candidate) => RELEASED_PACKAGES[candidate] === name);
  if (!pkg) throw new Error(`Unknown package '${name}' (known: ${Object.keys(RELEASED_PACKAGES).join(', ')})`);
  return pkg;
}

export function targetOf(pkg: ReleasedPackage): ReleaseTarget {
  return RELEASED_PACKAGES[pkg];
}
