// npm start: build what is missing, release the remotes, write the registry the first
// time, then run the composed server (API + registry + remotes + shell) on PORT (8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEPLOY_ROOT, REPO_ROOT, deployPaths } from '../lib/paths.mjs';
import { buildMissing, releaseAll } from '../lib/build-and-release.mjs';

try {
  buildMissing();
  await releaseAll(deployPaths());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The API is TypeScript source: the server runs under tsx.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(DEPLOY_ROOT, 'server', 'main.mjs')], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: process.env,
});
// Ctrl-C reaches both processes (same process group); a plain kill of this one is forwarded.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
