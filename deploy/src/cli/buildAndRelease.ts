// What `npm start` does before serving: build any package without a complete dist/, release
// each dist/ (once per content: a version folder is never rewritten), and serve a package the
// first time. Afterwards the release state decides what is served: a new build is served only
// once released (npm run release -w deploy -- <package>).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDirOf, REPO_ROOT, RELEASED_PACKAGES, targetOf, type DeployPaths, type ReleasedPackage } from '../paths';
import { SERVER_BUNDLE } from '../releases/build';
import { releaseBuild } from '../releases/release';
import { promote, readState } from '../state/releaseState';

/** The shell first: the areas' release checks compare them with the served shell. */
const BUILD_ORDER = Object.keys(RELEASED_PACKAGES) as ReleasedPackage[];

function isBuilt(pkg: ReleasedPackage, distDir = distDirOf(pkg)): boolean {
  return existsSync(path.join(distDir, 'ssr-manifest.json')) && existsSync(path.join(distDir, SERVER_BUNDLE));
}

/** Builds, one after the other (2 cores), every package whose dist/ is missing or incomplete. */
export function buildMissing(log: (line: string) => void = console.log): void {
  for (const pkg of BUILD_ORDER) {
    if (isBuilt(pkg)) continue;
    log(`Building ${pkg} (no complete dist/ yet)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build -w ${pkg} failed (exit ${result.status}).`);
  }
}

/** Releases each package's dist/ and serves those that serve nothing yet. */
export async function releaseAll(
  paths: DeployPaths,
  log: (line: string) => void = console.log,
  distDirFor: (pkg: ReleasedPackage) => string = distDirOf,
): Promise<void> {
  for (const pkg of BUILD_ORDER) {
    const target = targetOf(pkg);
    const build = await releaseBuild({ paths, pkg, distDir: distDirFor(pkg), promote: false });
    if (build.created) log(`Released ${pkg} ${build.version}`);
    const served = (await readState(paths.stateDir)).targets[target]?.current ?? null;
    if (served === null) {
      await promote({ stateDir: paths.stateDir, target, version: build.version });
      log(`Serving ${target} ${build.version}`);
    } else if (served !== build.version) {
      log(`Note: ${target} serves ${served}; ${pkg}/dist is ${build.version}. Serve it with: npm run release -w deploy -- ${pkg}`);
    }
  }
}
