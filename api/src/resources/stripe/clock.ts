// The clock of the affiliate benefits (api/docs/payments.md): whether an organization is
// an affiliate is decided at read time by comparing its next_billing_date with this clock.
//
// In production it is the system clock, always. Tests may move it, and only tests:
//   - in-process: setTestClock(instant) — throws unless NODE_ENV=test;
//   - across processes (the browser test of the composed site): API_TEST_CLOCK_FILE=<path>,
//     honoured only when NODE_ENV=test; the file holds one ISO-8601 instant, and while it
//     does the clock stands still at that instant (an empty or missing file = system clock).
// Neither is consulted when STRIPE_SECRET_KEY is a live key (sk_live_…), whatever NODE_ENV says.
import fs from 'node:fs';

const isTestProcess = () => process.env.NODE_ENV === 'test' && !/^sk_live_/.test(process.env.STRIPE_SECRET_KEY?.trim() ?? '');

let override: number | null = null;
let fileCache: { path: string; mtimeMs: number; size: number; value: number | null } | null = null;

function readClockFile(file: string): number | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (fileCache && fileCache.path === file && fileCache.mtimeMs === stat.mtimeMs && fileCache.size === stat.size) return fileCache.value;
  let value: number | null = null;
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    const parsed = text ? Date.parse(text) : Number.NaN;
    value = Number.isFinite(parsed) ? parsed : null;
  } catch {
    value = null;
  }
  fileCache = { path: file, mtimeMs: stat.mtimeMs, size: stat.size, value };
  return value;
}

/** Milliseconds since the epoch on the billing clock. */
export function billingNowMs(): number {
  if (!isTestProcess()) return Date.now();
  if (override !== null) return override;
  const file = process.env.API_TEST_CLOCK_FILE?.trim();
  if (file) {
    const value = readClockFile(file);
    if (value !== null) return value;
  }
  return Date.now();
}

export const billingNow = () => new Date(billingNowMs());

/** Tests only: stop the billing clock at `instant` (null: the system clock again). */
export function setTestClock(instant: Date | string | number | null): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('The billing test clock exists only when NODE_ENV=test.');
  override = instant === null ? null : new Date(instant).getTime();
}

/** Is a test clock configured that this process will ignore (logged once at start)? */
export function ignoredTestClock(): boolean {
  return Boolean(process.env.API_TEST_CLOCK_FILE?.trim()) && !isTestProcess();
}
