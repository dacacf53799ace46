// Starts the composed server (deploy/server/main.mjs under tsx) as a child process on its
// own port, data directory and deploy state, for the browser tests and measurements.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_ROOT, REPO_ROOT } from '../../lib/paths.mjs';
import { releaseAll } from '../../lib/build-and-release.mjs';

/** The first port from `start` on which nothing listens. */
export async function findFreePort(start = 8181, attempts = 50) {
  for (let port = start; port < start + attempts; port += 1) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${start}–${start + attempts - 1}`);
}

async function waitForReady(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}).`);
    try {
      const [registry, api] = await Promise.all([fetch(`${baseUrl}/remotes.json`), fetch(`${baseUrl}/api/server-details`)]);
      if (registry.ok && api.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server at ${baseUrl} was not ready within ${timeoutMs / 1000} s.`);
}

/**
 * Releases the current dist/ folders into a fresh temporary deploy state and starts the
 * server on a free port with a fresh database.
 * @returns {Promise<{ baseUrl: string, env: Record<string,string>, tempRoot: string, stop: () => Promise<void> }>}
 */
export async function startComposedServer({ port: preferredPort = 8181, quiet = true } = {}) {
  const tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-e2e-'));
  const env = {
    DATA_DIR: path.join(tempRoot, 'data'),
    DEPLOY_STATE_DIR: path.join(tempRoot, 'state'),
    DEPLOY_RELEASES_DIR: path.join(tempRoot, 'releases'),
  };
  await releaseAll({ releasesDir: env.DEPLOY_RELEASES_DIR, stateDir: env.DEPLOY_STATE_DIR }, () => {});

  const port = await findFreePort(preferredPort);
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(DEPLOY_ROOT, 'server', 'main.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (!quiet) process.stderr.write(chunk);
  });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await fs.rm(tempRoot, { recursive: true, force: true });
  };

  try {
    await waitForReady(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${stderr.slice(-4000)}`);
  }
  return { baseUrl, env, tempRoot, stop };
}
