// A client on its own thread that keeps asking GET /api/health/live and records how long each
// answer took from the moment its request was sent. The server's event loop is the test's own,
// so a stall of it cannot delay the probe's clock, only the answers (security review H1/H2).
import { Worker } from 'node:worker_threads';

export interface ProbeAnswer {
  status: number;
  /** From sending the request to the end of the answer. */
  waitedMs: number;
}

// Plain JavaScript run by Node as is (eval): no test transform reaches a worker thread.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
let answers = [];
let ready = false;
let stopping = false;
parentPort.on('message', () => (stopping = true));
function probe() {
  if (stopping) return parentPort.postMessage(answers);
  const sent = performance.now();
  http
    .get(workerData.url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        answers.push({ status: response.statusCode, waitedMs: performance.now() - sent });
        // The first answer only shows the server is up; it is not a measure.
        if (!ready) {
          ready = true;
          answers = [];
          parentPort.postMessage('ready');
        }
        setTimeout(probe, 10);
      });
    })
    .on('error', (error) => parentPort.postMessage({ error: error.message }));
}
probe();
`;

/** Starts probing `baseUrl`/api/health/live; resolves once the first answer came. */
export async function startHealthProbe(baseUrl: string): Promise<{ stop(): Promise<ProbeAnswer[]> }> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${baseUrl}/api/health/live` } });
  const messages: unknown[] = [];
  let notify: () => void = () => {};
  worker.on('message', (message) => {
    messages.push(message);
    notify();
  });
  const next = async (): Promise<unknown> => {
    while (messages.length === 0) await new Promise<void>((resolve) => (notify = resolve));
    const message = messages.shift();
    if (message && typeof message === 'object' && 'error' in message) throw new Error(`health probe: ${String(message.error)}`);
    return message;
  };
  try {
    await next(); // 'ready'
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    async stop() {
      worker.postMessage('stop');
      try {
        return (await next()) as ProbeAnswer[];
      } finally {
        await worker.terminate();
      }
    },
  };
}
