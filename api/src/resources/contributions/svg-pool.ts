// SVG sanitizing off the event loop (security review H2): jsdom + DOMPurify run in a small
// piscina pool of worker threads, with a time limit per document; a worker that overruns it is
// terminated (piscina replaces it on the next task). The pool starts with the first SVG upload
// and is closed with the app (closeSvgPool, the contributions routes' onClose).
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';

/** Plain CommonJS: Node loads it in the worker as is, under jest, tsx and in production alike. */
const WORKER_FILE = path.join(__dirname, 'svg-sanitizer.cjs');

/**
 * Wall time a worker may spend on one document. What SVG_LIMITS (svg-scan.ts) lets through takes
 * at most ~1 s on an idle core; the margin is for a busy machine.
 */
const SVG_TIME_LIMIT_MS = 3000;

const POOL_OPTIONS = {
  filename: WORKER_FILE,
  name: 'sanitizeTask',
  // Two threads: one slow document does not hold up the next upload; more would compete with
  // the event loop for a small server's cores.
  minThreads: 0,
  maxThreads: 2,
  // A worker holds jsdom (~100 MB); it exits after 5 idle minutes and is started again on demand.
  idleTimeout: 5 * 60_000,
  // Waiting documents are ≤ 1 MB each; beyond this many the upload is refused (busy).
  maxQueue: 16,
  // A document that still blows up the heap kills its worker, not the server.
  resourceLimits: { maxOldGenerationSizeMb: 512 },
};

/** Why a document was not sanitized. */
export class SvgWorkerLimitError extends Error {
  constructor(readonly reason: 'time' | 'memory' | 'busy') {
    super(`SVG sanitizer: ${reason} limit`);
  }
}

let pool: Piscina | null = null;

function svgPool(): Piscina {
  if (!pool) {
    pool = new Piscina(POOL_OPTIONS);
    // A worker that fails between tasks is replaced; without a listener the 'error' would crash the process.
    pool.on('error', (error: unknown) => console.error('SVG sanitizer worker failed:', error));
  }
  return pool;
}

/**
 * The sanitized SVG document (XML text), or null when nothing of a single <svg> root survives.
 * Throws SvgWorkerLimitError when the document takes too long or too much memory, or too many
 * wait. The time limit starts when a worker begins the document, not while it waits in the queue.
 */
export async function sanitizeSvgOffThread(text: string, timeLimitMs = SVG_TIME_LIMIT_MS): Promise<string | null> {
  const current = svgPool();
  if (current.queueSize >= POOL_OPTIONS.maxQueue) throw new SvgWorkerLimitError('busy');
  const abort = new AbortController();
  const { port1: started, port2: startedInWorker } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  started.once('message', () => {
    timer = setTimeout(() => abort.abort(new SvgWorkerLimitError('time')), timeLimitMs);
  });
  try {
    const task = { text, started: startedInWorker };
    const clean: string | null = await current.run(task, { transferList: [startedInWorker], signal: abort.signal });
    return clean;
  } catch (error) {
    if (abort.signal.aborted) throw abort.signal.reason;
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new SvgWorkerLimitError('memory');
    throw error;
  } finally {
    clearTimeout(timer);
    started.close();
  }
}

/** Stops the workers once the running documents are done; a later upload starts a new pool. */
export async function closeSvgPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
