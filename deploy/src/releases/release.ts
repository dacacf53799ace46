// Release, promote and roll back one package (the shell or an area) without touching the
// others. Every way of changing what is served checks, before it changes anything, that the
// build is complete, is a build of that package, and fits the shared contract of what else is
// served (docs/architecture.md "Release rules").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRouteConflicts } from 'mf-shared/protocol';
import { REPO_ROOT, RELEASED_PACKAGES, targetOf, type DeployPaths, type ReleasedPackage, type ReleaseTarget } from '../paths';
import { promote, readState, rollback, rollbackTarget, type StateWriter } from '../state/releaseState';
import { assertCompleteBuild, readFederationManifest, type FederationManifest } from './build';
import { describeIncompatibilities, findIncompatibilities } from './compatibility';
import { readReleaseRoutes } from './routes';
import { copyIntoRelease, isReleased, releaseDirOf } from './store';

function packageVersion(pkg: ReleasedPackage): string {
  return (JSON.parse(readFileSync(path.join(REPO_ROOT, pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

interface Served {
  target: ReleaseTarget;
  pkg: ReleasedPackage;
  version: string;
  dir: string;
}

async function servedBuilds(paths: DeployPaths): Promise<Served[]> {
  const state = await readState(paths.stateDir);
  const served: Served[] = [];
  for (const [pkg, target] of Object.entries(RELEASED_PACKAGES) as [ReleasedPackage, ReleaseTarget][]) {
    const version = state.targets[target]?.current;
    if (version) served.push({ target, pkg, version, dir: releaseDirOf(paths.releasesDir, pkg, version) });
  }
  return served;
}

/**
 * Refuses (throws, naming the versions) a build of `target` at `dir` that cannot be served
 * with what is served now: an area whose singleton ranges the served shell does not meet, or
 * that claims a route pattern another served area owns at the same precedence; a shell that
 * does not meet a served area's ranges.
 */
async function assertFitsServed(paths: DeployPaths, target: ReleaseTarget, dir: string, label: string): Promise<void> {
  const candidate = await readFederationManifest(dir);
  const served = (await servedBuilds(paths)).filter((build) => build.target !== target);
  if (target === 'shell') {
    for (const area of served) {
      const problems = findIncompatibilities(candidate, await readFederationManifest(area.dir));
      if (problems.length) throw new Error(describeIncompatibilities(`served ${area.pkg} ${area.version}`, `shell ${label}`, problems));
    }
    return;
  }
  const shell = served.find((build) => build.target === 'shell');
  if (shell) {
    const shellManifest: FederationManifest = await readFederationManifest(shell.dir);
    const problems = findIncompatibilities(shellManifest, candidate);
    if (problems.length) {
      throw new Error(
        describeIncompatibilities(`${RELEASED_PACKAGES_BY_TARGET[target]} ${label}`, `the served shell ${shell.version}`, problems),
      );
    }
  }
  // Routes: more literal patterns win where two areas' patterns both match ('/organizations/add'
  // over '/organizations/:slug'); the same pattern (up to parameter names) in two areas is refused.
  const candidateRoutes = await readReleaseRoutes(dir, target);
  for (const other of served) {
    const owner = other.target;
    if (owner === 'shell') continue;
    const owned = (await readReleaseRoutes(other.dir, owner)).map((route) => ({ area: owner, pattern: route.pattern }));
    const conflicts = findRouteConflicts(
      owned,
      target,
      candidateRoutes.map((route) => route.pattern),
    );
    if (conflicts.length) {
      const list = conflicts.map((c) => `${c.pattern} (${owner} has ${c.ownerPattern})`).join(', ');
      throw new Error(
        `${target} ${label} claims routes the served ${owner} ${other.version} owns at the same precedence: ${list}. ` +
          `Release ${owner} without them first, or change the patterns.`,
      );
    }
  }
}

const RELEASED_PACKAGES_BY_TARGET = Object.fromEntries(Object.entries(RELEASED_PACKAGES).map(([pkg, target]) => [target, pkg])) as Record<
  ReleaseTarget,
  ReleasedPackage
>;

export interface ReleaseOptions {
  paths: DeployPaths;
  pkg: ReleasedPackage;
  distDir: string;
  label?: string;
  /** Copy into the releases without serving it (the first start releases everything, then promotes). */
  promote?: boolean;
  writer?: StateWriter;
}

/** Checks `distDir`, copies it into a new immutable version (once per content) and serves it. */
export async function releaseBuild(options: ReleaseOptions) {
  const { paths, pkg, distDir, label, writer } = options;
  const target = targetOf(pkg);
  await assertCompleteBuild(distDir, target);
  await assertFitsServed(paths, target, distDir, `the build in ${distDir}`);
  const build = await copyIntoRelease({ pkg, distDir, releasesDir: paths.releasesDir, packageVersion: packageVersion(pkg), label });
  if (options.promote === false) return { ...build, changed: false };
  const { changed } = await promote({ stateDir: paths.stateDir, writer, target, version: build.version });
  return { ...build, changed };
}

/** Serves an already released version again (after checking it against what is served). */
export async function promoteVersion(options: { paths: DeployPaths; pkg: ReleasedPackage; version: string; writer?: StateWriter }) {
  const { paths, pkg, version, writer } = options;
  const target = targetOf(pkg);
  if (!(await isReleased(paths.releasesDir, pkg, version))) throw new Error(`${pkg} ${version} is not released.`);
  const dir = releaseDirOf(paths.releasesDir, pkg, version);
  await assertFitsServed(paths, target, dir, `${pkg} ${version}`);
  return promote({ stateDir: paths.stateDir, writer, target, version });
}

/**
 * Serves the previous version (or `to`), checked like a release. With `from` (the version the
 * caller saw served), a retry after a rollback that did happen changes nothing.
 */
export async function rollbackPackage(options: {
  paths: DeployPaths;
  pkg: ReleasedPackage;
  to?: string;
  from?: string;
  writer?: StateWriter;
}) {
  const { paths, pkg, to, from, writer } = options;
  const target = targetOf(pkg);
  const entry = (await readState(paths.stateDir)).targets[target] ?? { current: null, history: [] };
  if (from !== undefined && entry.current !== from) {
    // Already moved (by an earlier attempt, or by someone else): rollback() tells which.
    return rollback({ stateDir: paths.stateDir, writer, target, to, from });
  }
  const destination = to ?? rollbackTarget(entry);
  if (!destination) throw new Error(`${pkg} has no earlier version to roll back to.`);
  if (!(await isReleased(paths.releasesDir, pkg, destination))) throw new Error(`${pkg} ${destination} is not released.`);
  await assertFitsServed(paths, target, releaseDirOf(paths.releasesDir, pkg, destination), `${pkg} ${destination}`);
  return rollback({ stateDir: paths.stateDir, writer, target, to: destination, from: entry.current ?? undefined });
}
