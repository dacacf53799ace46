// Manual measurement (not run in CI: it needs a full npm install): time from `npm start`
// on a fresh clone to the first page served.
//   npm run measure:start -w deploy [-- --keep]
// Clones this repository's committed HEAD into a temporary folder, installs, runs
// `npm start` there on a free port, and reports the install time and the time until GET
// /organizations answers with the shell page and /remotes.json lists every area.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort } from '../e2e/lib/composedServer';
import { REMOTE_AREAS, REPO_ROOT } from '../src/paths';

const USAGE = 'Usage: npm run measure:start -w deploy [-- --keep]   (--keep: leave the temporary clone in place)';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function runStep(label: string, command: string, args: string[], cwd: string): number {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
  const took = Date.now() - started;
  console.log(`${label}: ${seconds(took)}`);
  return took;
}

async function firstPageServed(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (code ${child.exitCode})`);
    try {
      const page = await fetch(`${baseUrl}/organizations`, { headers: { accept: 'text/html' } });
      const registry = await fetch(`${baseUrl}/remotes.json`);
      if (page.ok && (await page.text()).includes('<html') && registry.ok) {
        const { remotes } = (await registry.json()) as { remotes: Record<string, unknown> };
        if (Object.keys(remotes).length === REMOTE_AREAS.length) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no page served in time');
}

/** npm start runs a process tree: end the whole group we started. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function main() {
  const { values } = parseArgs({
    options: { keep: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }

  const clone = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-fresh-clone-'));
  let child: ChildProcess | undefined;
  try {
    runStep('git clone', 'git', ['clone', '--quiet', REPO_ROOT, clone], os.tmpdir());
    const installMs = runStep('npm install', 'npm', ['install', '--no-audit', '--no-fund'], clone);

    const port = await findFreePort(8190);
    const started = Date.now();
    child = spawn('npm', ['start'], { cwd: clone, env: { ...process.env, PORT: String(port) }, stdio: 'inherit', detached: true });
    await firstPageServed(`http://localhost:${port}`, child, 15 * 60_000);
    const startMs = Date.now() - started;
    console.log(`\nnpm start → first page served: ${seconds(startMs)} (builds, releases, database + demo data)`);
    console.log(`fresh clone total (install + start): ${seconds(installMs + startMs)}`);
  } finally {
    if (child) await stopGroup(child);
    if (!values.keep) await fs.rm(clone, { recursive: true, force: true });
    else console.log(`kept ${clone}`);
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
