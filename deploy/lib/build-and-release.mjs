// What `npm start` does before serving: build any app without a dist/, release each remote's
// dist/ (once per content), and write the registry the first time.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_PACKAGES, REMOTE_AREAS, REPO_ROOT, deployPaths, distDirOf } from './paths.mjs';
import { releaseDist } from './releases.mjs';
import { currentVersion, promote, readRegistry } from './registry.mjs';

export function packageVersion(pkg) {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, pkg, 'package.json'), 'utf8')).version;
}

function isBuilt(pkg) {
  // The shell is served from SHELL_DIST_DIR when that is set (deploy/lib/paths.mjs).
  if (pkg === 'shell') return existsSync(path.join(deployPaths().shellDir, 'index.html'));
  return existsSync(path.join(distDirOf(pkg), 'mf-manifest.json'));
}

/** Builds, one after the other (2 cores), every app whose dist/ is missing. */
export function buildMissing(log = console.log) {
  for (const pkg of BUILT_PACKAGES) {
    if (isBuilt(pkg)) continue;
    log(`Building ${pkg} (no dist/ yet)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build -w ${pkg} failed (exit ${result.status}).`);
  }
}

/**
 * Releases each remote's current dist/ and points areas missing from the registry at it.
 * (distDirFor and versionFor are there for the tests.)
 */
export async function releaseAll(
  { releasesDir, stateDir, distDirFor = distDirOf, versionFor = packageVersion },
  log = console.log,
) {
  const hadRegistry = (await readRegistry(stateDir)) !== null;
  for (const pkg of Object.keys(REMOTE_AREAS)) {
    const release = await releaseDist({
      pkg,
      distDir: distDirFor(pkg),
      releasesDir,
      packageVersion: versionFor(pkg),
    });
    if (release.created) log(`Released ${pkg} ${release.version}`);
    const served = await currentVersion(stateDir, pkg);
    if (served === null) {
      await promote({ stateDir, releasesDir, pkg, version: release.version });
      log(`Registry: ${REMOTE_AREAS[pkg]} → ${release.version}`);
    } else if (served !== release.version && hadRegistry) {
      // The registry is the deployed state: a new build is served only once promoted.
      log(`Note: ${REMOTE_AREAS[pkg]} serves ${served}; ${pkg}/dist is ${release.version}. ` +
        `Serve it with: npm run release -w deploy -- ${pkg}`);
    }
  }
}
