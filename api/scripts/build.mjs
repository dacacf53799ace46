// Compiles the API to JavaScript in dist/ for production (plain `node`, no tsx): one file per
// source file, laid out as in src/, with the files read beside their modules (the SVG worker,
// the password list) copied along, so paths taken from __dirname hold in both. Tests, `npm run
// dev` and the scripts keep running the sources.
//   node scripts/build.mjs [--if-stale]   (--if-stale: only when a source changed since the last build)
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const SRC_DIR = path.join(API_ROOT, 'src');
const DIST_DIR = path.join(API_ROOT, 'dist');
/** What the last build was made from (paths relative to api/); written last. */
const INPUTS_FILE = path.join(DIST_DIR, 'build-inputs.json');

/** True unless the last build finished and none of its inputs changed or went away since. */
function isStale() {
  if (!existsSync(INPUTS_FILE)) return true;
  const builtAt = statSync(INPUTS_FILE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS_FILE, 'utf8'));
  return inputs.some((file) => !existsSync(path.join(API_ROOT, file)) || statSync(path.join(API_ROOT, file)).mtimeMs > builtAt);
}

const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean', default: false } } });
if (values['if-stale'] && !isStale()) process.exit(0);

const files = readdirSync(SRC_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
  .map((entry) => path.relative(SRC_DIR, path.join(entry.parentPath, entry.name)));
const sources = files.filter((file) => file.endsWith('.ts'));
const assets = files.filter((file) => !file.endsWith('.ts'));

rmSync(DIST_DIR, { recursive: true, force: true });
await build({
  entryPoints: sources.map((file) => path.join(SRC_DIR, file)),
  outdir: DIST_DIR,
  outbase: SRC_DIR,
  // What tsx does with these sources in development: CommonJS, packages left to Node, and
  // import() of a relative module turned into require() (Node would not add the .js).
  format: 'cjs',
  supported: { 'dynamic-import': false },
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
});
for (const file of assets) cpSync(path.join(SRC_DIR, file), path.join(DIST_DIR, file));
const inputs = [...files.map((file) => path.join('src', file)), 'scripts/build.mjs', 'package.json'];
writeFileSync(INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
console.log(`api: compiled ${sources.length} files to dist/ (and copied ${assets.length})`);
