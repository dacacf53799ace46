// Manual measurement (not run in CI): one composed server process, started the way production
// starts it, against the released builds (run `npm start` once first).
//   npm run measure:server -w deploy [-- --source] [--runs 3] [--requests 1000]
// Prints the time from the process's start to /api/health/ready (median of the runs, on a
// database already migrated and seeded by an unmeasured first start), then the process's
// resident memory after `requests` page requests (/ and /organizations, 10 at a time).
// --source runs src/server/main.ts through tsx instead of the compiled dist/main.js.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort } from '../e2e/lib/composedServer';
import { DEPLOY_ROOT, REPO_ROOT } from '../src/paths';

const USAGE = 'Usage: npm run measure:server -w deploy [-- --source] [--runs N] [--requests N]';
const PAGES = ['/', '/organizations'];
const CONCURRENCY = 10;

function serverCommand(source: boolean): string[] {
  return source ? ['--import', 'tsx', path.join(DEPLOY_ROOT, 'src', 'server', 'main.ts')] : [path.join(DEPLOY_ROOT, 'dist', 'main.js')];
}

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server was not ready in time');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server and resolves once it is ready, with the milliseconds that took. */
async function start(source: boolean, env: NodeJS.ProcessEnv, baseUrl: string): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand(source), { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForReady(baseUrl, child, 180_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, readyMs: performance.now() - started };
}

/** Sends `total` page requests, CONCURRENCY at a time; returns how many did not answer 200. */
async function requestPages(baseUrl: string, total: number): Promise<number> {
  let sent = 0;
  let failed = 0;
  const worker = async () => {
    while (sent < total) {
      const page = PAGES[sent % PAGES.length]!;
      sent += 1;
      const response = await fetch(`${baseUrl}${page}`, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failed;
}

function residentMemoryMb(pid: number): number {
  const kilobytes = Number(spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
  return kilobytes / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { values } = parseArgs({
    options: {
      source: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      requests: { type: 'string', default: '1000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const runs = Number(values.runs);
  const requests = Number(values.requests);
  if (!(runs >= 1) || !(requests >= 1)) throw new Error(USAGE);

  const tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-measure-'));
  const port = await findFreePort(8391, 9);
  const baseUrl = `http://localhost:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: path.join(tempRoot, 'data'), MAIL_OUTBOX_DIR: path.join(tempRoot, 'outbox') };
  const server = values.source ? 'src/server/main.ts through tsx' : 'dist/main.js';
  console.log(`Node ${process.version}, ${server}, port ${port}`);
  try {
    const first = await start(values.source, env, baseUrl);
    console.log(`first start (migrations + demo data): ${first.readyMs.toFixed(0)} ms`);
    await stop(first.child);

    const readyTimes: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const { child, readyMs } = await start(values.source, env, baseUrl);
      readyTimes.push(readyMs);
      if (run < runs) {
        await stop(child);
        continue;
      }
      const idleMb = residentMemoryMb(child.pid!);
      const failed = await requestPages(baseUrl, requests);
      const afterMb = residentMemoryMb(child.pid!);
      await stop(child);
      console.log(
        `process start → /api/health/ready: ${median(readyTimes).toFixed(0)} ms (median of ${runs}: ${readyTimes.map((ms) => ms.toFixed(0)).join(', ')})`,
      );
      console.log(
        `resident memory: ${idleMb.toFixed(0)} MB when ready, ${afterMb.toFixed(0)} MB after ${requests} page requests (${failed} not 200)`,
      );
      if (failed > 0) process.exitCode = 1;
    }
  } finally {
    await fs.rm(tempRoot, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
