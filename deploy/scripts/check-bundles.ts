// The bundle budget (CI runs it): for every route of every area, the JavaScript the page must
// download before it is interactive — exactly the scripts the server preloads for it
// (src/server/document.ts criticalScripts: the shell's entry, bootstrap and shared singletons,
// the area's container, its exposed module and the route's page chunk) — gzipped, against
// the budget in bundle-budget.json. Exits 1 when a route is over.
//   npm run check:bundles -w deploy [-- --json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEPLOY_ROOT, distDirOf, REMOTE_AREAS, type ReleasedPackage } from '../src/paths';
import { loadServerBundle, readFederationManifest, readSsrManifest, type AreaServerBundle } from '../src/releases/build';
import { findDuplicateFiles, type LoadedBuild } from '../src/server/builds';
import { criticalScripts } from '../src/server/document';

interface Budget {
  /** Default for every route, in KiB (gzip). */
  defaultKiB: number;
  /** Per route pattern overrides. */
  routes: Record<string, number>;
}

type DistBuild = LoadedBuild<null> & { dir: string };

/** A package's dist/ as the server would load it, with `/<package>/` as its URL base. */
async function loadDist(pkg: ReleasedPackage): Promise<DistBuild> {
  const dir = distDirOf(pkg);
  const [federation, ssr] = await Promise.all([readFederationManifest(dir), readSsrManifest(dir)]);
  const duplicateFiles = await findDuplicateFiles(dir, federation);
  return { pkg, version: 'dist', base: `/${pkg}/`, dir, federation, ssr, stylesheets: new Map(), duplicateFiles, bundle: null };
}

const gzipKiB = (file: string) => gzipSync(readFileSync(file)).length / 1024;

async function main() {
  const budget = JSON.parse(readFileSync(path.join(DEPLOY_ROOT, 'bundle-budget.json'), 'utf8')) as Budget;
  const shell = await loadDist('shell');
  const rows: { route: string; kib: number; budget: number }[] = [];
  for (const pkg of REMOTE_AREAS.map((name) => `mf-${name}` as const)) {
    const area = await loadDist(pkg);
    const server = loadServerBundle<AreaServerBundle>(area.dir);
    server.routePatterns.forEach((pattern, index) => {
      const files = criticalScripts(shell, area, [server.routeChunks[index]!]);
      const kib = files.reduce((sum, url) => {
        const build = url.startsWith(shell.base) ? shell : area;
        return sum + gzipKiB(path.join(build.dir, url.slice(build.base.length)));
      }, 0);
      rows.push({ route: pattern, kib, budget: budget.routes[pattern] ?? budget.defaultKiB });
    });
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('Critical-path JavaScript per route (gzip, KiB):');
    for (const row of rows)
      console.log(`  ${row.kib > row.budget ? '✗' : '✓'} ${row.route.padEnd(28)} ${row.kib.toFixed(1).padStart(6)} / ${row.budget}`);
  }
  const over = rows.filter((row) => row.kib > row.budget);
  if (over.length) {
    console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
