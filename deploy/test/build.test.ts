// The production build (scripts/build-server.mjs): what npm start and start:prod run with plain
// node. Built here when stale, then dist/main.js started on a fresh database and deploy state:
// it must find what the API reads at run time beside its modules or package (migrations, the
// lazily loaded demo data, the common-password list).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findFreePort } from '../e2e/lib/composedServer';
import { DEPLOY_ROOT, REPO_ROOT } from '../src/paths';
import { makeTempDir } from './helpers';

let server: ChildProcess | null = null;
let base = '';
let stderr = '';

before(async () => {
  const build = spawnSync(process.execPath, [path.join(DEPLOY_ROOT, 'scripts', 'build-server.mjs'), '--if-stale'], { encoding: 'utf8' });
  assert.equal(build.status, 0, `scripts/build-server.mjs failed:\n${build.stdout}${build.stderr}`);
  const temp = await makeTempDir('deploy-build-test-');
  const port = await findFreePort(8391);
  base = `http://localhost:${port}`;
  // process.execPath with no flags: no tsx loader.
  server = spawn(process.execPath, [path.join(DEPLOY_ROOT, 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(temp, 'data'),
      DEPLOY_STATE_DIR: path.join(temp, 'state'),
      DEPLOY_RELEASES_DIR: path.join(temp, 'releases'),
      MAIL_OUTBOX_DIR: path.join(temp, 'outbox'),
      // A TypeScript file reached at run time (a source the build missed) fails instead of being stripped.
      NODE_OPTIONS: '--no-experimental-strip-types',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`dist/main.js did not get ready (exit ${server.exitCode}):\n${stderr.slice(-4000)}`);
});

after(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

describe('the compiled server (dist/main.js)', () => {
  it('runs with plain node: no tsx loader', () => {
    const commandLine = readFileSync(`/proc/${server!.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    assert.deepEqual(commandLine.slice(1), [path.join(DEPLOY_ROOT, 'dist', 'main.js')]);
  });

  it('has migrated and seeded its database (migrations by path, the demo data loaded lazily)', async () => {
    const ready = (await (await fetch(`${base}/api/health/ready`)).json()) as { status: string; database: string };
    assert.deepEqual([ready.status, ready.database], ['ok', 'ok']);
    const organization = await fetch(`${base}/api/v1/organizations/commonwealth-fusion-systems/`);
    assert.equal(organization.status, 200, await organization.clone().text());
  });

  it('reads the common-password list beside its module', async () => {
    const session = await fetch(`${base}/api/accounts/session/`);
    const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { csrf } = (await session.json()) as { csrf: string };
    const created = await fetch(`${base}/api/accounts/create-account/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie },
      body: JSON.stringify({ full_name: 'Build Test', username: 'build-test@example.org', password: '1qaz2wsx3edc', newsletter: false }),
    });
    assert.equal(created.status, 400);
    assert.match(await created.text(), /too common/);
  });
});
