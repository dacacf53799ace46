// The production topology on one machine (`npm run start:prod`): N stateless processes of the
// composed server (API + server rendering) sharing one port through node:cluster, on PostgreSQL.
// Sessions live in the database, the data version and its invalidation are in PostgreSQL
// (LISTEN/NOTIFY), the release state is a file every process re-reads: any process can answer
// any request. With containers, run one process per container behind a proxy instead
// (deploy/docker/). Environment: WEB_CONCURRENCY (default: the CPUs), DATABASE_URL (required
// for more than one process: PGlite allows one process per data directory), PORT, HOST.
import cluster from 'node:cluster';
import os from 'node:os';
import { serverProcess } from '../paths';

const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || os.availableParallelism());
const RESTART_DELAY_MS = 1000;

if (workers > 1 && !process.env.DATABASE_URL) {
  console.error(
    'start:prod runs several processes: set DATABASE_URL to a PostgreSQL database (PGlite allows one process per data directory).',
  );
  process.exit(1);
}

const server = serverProcess();
cluster.setupPrimary({ exec: server.file, execArgv: server.execArgv });

let stopping = false;

function fork() {
  cluster.fork({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
  setTimeout(fork, RESTART_DELAY_MS);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
}

console.log(`Starting ${workers} processes on port ${process.env.PORT || 8080}`);
for (let i = 0; i < workers; i += 1) fork();
