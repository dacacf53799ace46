// MJML off the event loop: compiling a full digest takes ~40 ms warm and ~250 ms cold on one
// core (measured: 100 items, 83 kB of HTML), which would stall every other request meanwhile. One
// worker thread, started on demand, with a time limit per document; closed with the app.
import path from 'node:path';
import Piscina from 'piscina';

/** Plain CommonJS: Node loads it in the worker as is, under jest, tsx and in production alike. */
const WORKER_FILE = path.join(__dirname, 'mjml-worker.cjs');

/** Wall time one compile may take (a busy machine included) before it is abandoned. */
const MJML_TIME_LIMIT_MS = 15_000;

const POOL_OPTIONS = {
  filename: WORKER_FILE,
  minThreads: 0,
  // Digests are compiled by staff previews and once per issue: one thread is plenty.
  maxThreads: 1,
  idleTimeout: 60_000,
  maxQueue: 8,
  resourceLimits: { maxOldGenerationSizeMb: 256 },
};

let pool: Piscina | null = null;

function mjmlPool(): Piscina {
  if (!pool) {
    pool = new Piscina(POOL_OPTIONS);
    // A worker that fails between tasks is replaced; without a listener the 'error' would crash the process.
    pool.on('error', (error: unknown) => console.error('MJML worker failed:', error));
  }
  return pool;
}

export class MjmlBusyError extends Error {
  constructor() {
    super('The newsletter renderer is busy. Please try again in a moment.');
  }
}

/** The HTML of an MJML document, compiled in the worker. */
export async function compileMjmlOffThread(source: string, timeLimitMs = MJML_TIME_LIMIT_MS): Promise<string> {
  const current = mjmlPool();
  if (current.queueSize >= POOL_OPTIONS.maxQueue) throw new MjmlBusyError();
  const html: string = await current.run({ source }, { signal: AbortSignal.timeout(timeLimitMs) });
  return html;
}

/** Stops the worker once the running compile is done; a later compile starts a new pool. */
export async function closeMjmlPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
