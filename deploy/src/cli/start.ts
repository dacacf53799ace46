// npm start: build what is missing, release it, then run the composed server (API + pages +
// releases) on PORT (8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEPLOY_ROOT, REPO_ROOT, deployPaths } from '../paths';
import { buildMissing, releaseAll } from './buildAndRelease';

async function main() {
  try {
    buildMissing();
    await releaseAll(deployPaths());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The server runs in its own process (TypeScript through tsx), so a Ctrl-C reaches both.
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(DEPLOY_ROOT, 'src', 'server', 'main.ts')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();
