// Compiles the composed server to JavaScript for production: npm start, npm run start:prod and
// the Dockerfile run dist/*.js with plain `node` (tsx stays for development and the tests, which
// run the sources). Builds the API first when stale (api/scripts/build.mjs), then one CommonJS
// bundle per entry point with deploy's code and mf-shared's protocol compiled in; the API is
// required from its own build (api/dist), every other package from node_modules.
//   node scripts/build-server.mjs [--if-stale]   (--if-stale: only what changed since the last build)
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const DEPLOY_ROOT = path.resolve(import.meta.dirname, '..');
const API_ROOT = path.resolve(DEPLOY_ROOT, '..', 'api');
const DIST_DIR = path.join(DEPLOY_ROOT, 'dist');
/** What the last build was made from (paths relative to deploy/); written last. */
const INPUTS_FILE = path.join(DIST_DIR, 'build-inputs.json');
// Directly in dist/: src/paths.ts finds deploy/ one folder up from its module, here as in src/.
const ENTRY_POINTS = {
  main: 'src/server/main.ts', // one process of the composed server
  cluster: 'src/server/cluster.ts', // npm run start:prod
  start: 'src/cli/start.ts', // npm start: builds and releases what is missing, then runs main
  release: 'src/cli/release.ts', // the release CLI, where only the build is installed
};
/** The workspace's TypeScript packages that are compiled into the bundles. */
const BUNDLED_PACKAGES = new Set(['mf-shared']);

/** Bare imports stay require() calls, except mf-shared (bundled) and the API (its dist/). */
const workspaceImports = {
  name: 'workspace-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (name === 'api') return { path: path.relative(DIST_DIR, path.join(API_ROOT, 'dist', 'index.js')), external: true };
      return BUNDLED_PACKAGES.has(name) ? undefined : { path: specifier, external: true };
    });
  },
};

/** True unless the last build finished and none of its inputs changed or went away since. */
function isStale() {
  if (!existsSync(INPUTS_FILE)) return true;
  const builtAt = statSync(INPUTS_FILE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS_FILE, 'utf8'));
  return inputs.some((file) => !existsSync(path.join(DEPLOY_ROOT, file)) || statSync(path.join(DEPLOY_ROOT, file)).mtimeMs > builtAt);
}

const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean', default: false } } });
const ifStale = values['if-stale'];

// The API's own build skips itself when api/dist is up to date (npm run build -w api forces it).
const api = spawnSync(process.execPath, [path.join(API_ROOT, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (api.status !== 0) process.exit(api.status ?? 1);
if (ifStale && !isStale()) process.exit(0);

rmSync(DIST_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: DEPLOY_ROOT,
  entryPoints: ENTRY_POINTS,
  outdir: DIST_DIR,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  metafile: true,
  plugins: [workspaceImports],
  logLevel: 'warning',
});
const inputs = [...Object.keys(result.metafile.inputs), 'scripts/build-server.mjs', 'package.json'];
writeFileSync(INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
console.log(`deploy: bundled ${Object.keys(ENTRY_POINTS).join(', ')} into dist/ (the API from api/dist/)`);
