// Browser tests of the composed site (npm run test:e2e): builds what is missing, starts the
// server on a free port (8181+) with a throw-away database and deploy state, runs
// e2e/*.test.ts in Debian's chromium, prints 'N passed, N failed' and stops the server.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec as SpecReporter } from 'node:test/reporters';
import { buildMissing } from '../src/cli/buildAndRelease';
import { CHROMIUM_PATH } from './lib/browser';
import { startComposedServer } from './lib/composedServer';

async function main() {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`No chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  buildMissing();
  console.log('Starting the composed server…');
  // E2E_PORT: where to look for a free port first (default 8181), for machines shared by several runs.
  const server = await startComposedServer({ quiet: process.env.E2E_SERVER_LOGS !== '1', port: Number(process.env.E2E_PORT) || undefined });
  console.log(`Server ready at ${server.baseUrl}`);

  const only = process.env.E2E_ONLY; // e.g. E2E_ONLY=composition runs composition.test.ts alone
  const files = readdirSync(__dirname)
    .filter((name) => name.endsWith('.test.ts') && (!only || name.startsWith(only)))
    .sort()
    .map((name) => path.join(__dirname, name));

  let passed = 0;
  let failed = 0;
  try {
    // The test files run in child processes that inherit this environment.
    Object.assign(process.env, server.env, { E2E_BASE_URL: server.baseUrl });
    const stream = run({ files, concurrency: false, timeout: 15 * 60_000 });
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
}

void main();
