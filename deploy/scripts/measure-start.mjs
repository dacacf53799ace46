// Manual measurement (not run in CI: it needs a full npm install): time from `npm start`
// on a fresh clone to the first page served.
//   npm run measure:start -w deploy [-- --keep]
// Clones this repository's committed HEAD into a temporary folder, installs, runs
// `npm start` there on a free port, and reports the install time and the time until GET
// /organizations answers with the shell page and /remotes.json lists every area.
import { spawn, spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../lib/paths.mjs';
import { findFreePort } from '../e2e/lib/composed-server.mjs';

const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function runStep(label, command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
  const took = Date.now() - started;
  console.log(`${label}: ${seconds(took)}`);
  return took;
}

async function firstPageServed(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (code ${child.exitCode})`);
    try {
      const page = await fetch(`${baseUrl}/organizations`, { headers: { accept: 'text/html' } });
      const registry = await fetch(`${baseUrl}/remotes.json`);
      if (page.ok && (await page.text()).includes('<html') && registry.ok) {
        const { remotes } = await registry.json();
        if (Object.keys(remotes).length === 3) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no page served in time');
}

const clone = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-fresh-clone-'));
let child;
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
  // npm start runs a process tree: end the whole group we started.
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (!values.keep) await fs.rm(clone, { recursive: true, force: true });
  else console.log(`kept ${clone}`);
}
