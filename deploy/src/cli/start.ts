// npm start (as dist/start.js, after scripts/build-server.mjs): build the front-ends that are
// missing, release them, then run the composed server (API + pages + releases) on PORT (8080).
import { spawn } from 'node:child_process';
import { REPO_ROOT, deployPaths, serverProcess } from '../paths';
import { buildMissing, releaseAll } from './buildAndRelease';

async function main() {
  try {
    buildMissing();
    await releaseAll(deployPaths());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The server runs in its own process (the build, or the sources through tsx), so a Ctrl-C reaches both.
  const { file, execArgv } = serverProcess();
  const server = spawn(process.execPath, [...execArgv, file], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();
