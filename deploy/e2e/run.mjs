// Browser tests of the composed site (npm run test:e2e). Starts the server on a free port
// (8181+) with a throw-away database and deploy state, runs e2e/*.test.mjs in chromium,
// prints 'N passed, N failed' and stops the server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from 'node:test';
import { spec as SpecReporter } from 'node:test/reporters';
import { CHROMIUM_PATH } from './lib/browser.mjs';
import { startComposedServer } from './lib/composed-server.mjs';
import { buildMissing } from '../lib/build-and-release.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`No chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

buildMissing();
console.log('Starting the composed server…');
const server = await startComposedServer({ quiet: process.env.E2E_SERVER_LOGS !== '1' });
console.log(`Server ready at ${server.baseUrl}`);

let passed = 0;
let failed = 0;
try {
  // The test files run in child processes that inherit this environment (Node 20's run() has no env option).
  Object.assign(process.env, server.env, { E2E_BASE_URL: server.baseUrl });
  const stream = run({
    files: [path.join(here, 'site.test.mjs')],
    concurrency: false,
    timeout: 10 * 60_000,
  });
  stream.on('test:pass', (event) => {
    if (event.details?.type !== 'suite') passed += 1;
  });
  stream.on('test:fail', (event) => {
    if (event.details?.type !== 'suite') failed += 1;
  });
  await new Promise((resolve, reject) => {
    stream.compose(new SpecReporter()).on('end', resolve).on('error', reject).pipe(process.stdout, { end: false });
  });
} finally {
  await server.stop();
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
