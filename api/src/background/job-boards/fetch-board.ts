// Reads one board's answer. Not an open fetcher: the URL must start with one of the three
// configured base URLs (JOB_BOARD_*_URL), redirects are refused (they could lead elsewhere), the
// whole answer must arrive within the timeout and stay under the size cap, and it must be JSON.
import type { JobBoardConfig } from '../../config';

export class BoardFetchError extends Error {
  override name = 'BoardFetchError';
}

/** The base URLs the sync may read, from the configuration. */
const allowedBaseUrls = (config: JobBoardConfig) => [config.greenhouseUrl, config.leverUrl, config.ashbyUrl];

/** Whether `url` lies under one of the configured base URLs (same origin, path below the base's). */
function isAllowedBoardUrl(url: URL, config: JobBoardConfig): boolean {
  return allowedBaseUrls(config).some((base) => {
    const allowed = new URL(base);
    const prefix = allowed.pathname.replace(/\/+$/, '');
    return url.origin === allowed.origin && (prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  });
}

/** GET `url` and parse its JSON, within the limits of `config`; throws BoardFetchError with a short reason. */
export async function fetchBoardJson(url: string, config: JobBoardConfig, signal?: AbortSignal): Promise<unknown> {
  const target = new URL(url);
  if (!isAllowedBoardUrl(target, config)) throw new BoardFetchError(`refused: ${target.origin} is not a configured job-board host`);
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let text: string;
  try {
    const response = await fetch(target, {
      signal: combined,
      redirect: 'error',
      headers: { accept: 'application/json', 'user-agent': 'FusionEnergyDirectory-JobSync/1.0' },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new BoardFetchError(`HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > config.maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new BoardFetchError(`too large: ${declared} bytes (limit ${config.maxBytes})`);
    }
    text = await readCapped(response, config.maxBytes);
  } catch (error) {
    if (error instanceof BoardFetchError) throw error;
    if (timeout.aborted) throw new BoardFetchError(`timed out after ${config.timeoutMs} ms`);
    if (signal?.aborted) throw new BoardFetchError('cancelled');
    throw new BoardFetchError(`fetch failed: ${(error as Error).cause ? String((error as Error).cause) : (error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BoardFetchError('malformed JSON');
  }
}

/** The body as text, stopping (and failing) as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BoardFetchError(`too large: over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
