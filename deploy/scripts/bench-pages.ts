// npm run bench:pages -w deploy [-- --db pglite|postgres] [--workers 2] [--duration 10] [--connections 100]
//                                  [--page-cache on|off] [--port 4630] [--modes anonymous,signed-in]
//
// Page throughput of the composed server (issue 27): releases the current dist/ folders into a
// temporary deploy state, starts the server from the sources (tsx; one process on PGlite with
// the demo data, or node:cluster with --workers N on PostgreSQL: --database-url or BENCH_PG_URL,
// a database of its own that is emptied first), then loads the mixed page routes (/,
// /organizations, an organization, /projects, /jobs) with autocannon, anonymous and signed in
// (the staff account the server is started with), with `Accept-Encoding: gzip, br` as browsers
// send it. Prints pages/s, p50/p95/p99 and the pages sent without their area (the server's
// 'area render over budget' warnings), with the load average (the machine may be shared).
// Writes deploy/bench/results/pages-latest.md and appends it to pages-history.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { releaseAll } from '../src/cli/buildAndRelease';
import { DEPLOY_ROOT, REPO_ROOT } from '../src/paths';

type Mode = 'anonymous' | 'signed-in';

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles (ms, to 0.01 ms), as the API bench reports them. */
function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? NaN) };
}

interface Options {
  db: 'pglite' | 'postgres';
  databaseUrl: string | null;
  workers: number;
  durationSeconds: number;
  connections: number;
  pageCache: boolean;
  port: number;
  modes: Mode[];
}

interface RunResult extends Latencies {
  mode: Mode;
  pagesPerSecond: number;
  pages: number;
  failures: number;
  withoutArea: number;
  /** Load average (1 min) before and after the run. */
  loadBefore: number;
  loadAfter: number;
}

const RESULTS_DIR = path.join(DEPLOY_ROOT, 'bench', 'results');
const STAFF = { email: 'bench-pages@example.com', password: `bench-${randomBytes(12).toString('hex')}` };
/** The one message a page sent without its area logs (src/server/pages.ts withinBudget). */
const WITHOUT_AREA = 'area render over budget';

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const db = value('db') ?? 'pglite';
  if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db must be pglite or postgres (got ${db})`);
  const databaseUrl = value('database-url') ?? process.env.BENCH_PG_URL ?? null;
  if (db === 'postgres' && !databaseUrl)
    throw new Error('--db postgres needs --database-url or BENCH_PG_URL (a database this run may empty).');
  const workers = Number(value('workers') ?? (db === 'postgres' ? '2' : '1'));
  if (db === 'pglite' && workers !== 1) throw new Error('PGlite allows one process: --workers 1 (or --db postgres).');
  const modes = (value('modes') ?? 'anonymous,signed-in').split(',') as Mode[];
  if (!modes.every((mode) => mode === 'anonymous' || mode === 'signed-in')) throw new Error('--modes: anonymous and/or signed-in');
  const pageCache = value('page-cache') ?? 'on';
  if (pageCache !== 'on' && pageCache !== 'off') throw new Error('--page-cache must be on or off');
  return {
    db,
    databaseUrl,
    workers,
    durationSeconds: Number(value('duration') ?? '10'),
    connections: Number(value('connections') ?? '100'),
    pageCache: pageCache === 'on',
    port: Number(value('port') ?? '4630'),
    modes,
  };
}

/** Drops every table of the bench database, so the server migrates and seeds the demo data afresh. */
async function emptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE;');
  } finally {
    await client.end();
  }
}

async function startServer(options: Options, tempRoot: string): Promise<{ child: ChildProcess; withoutArea: () => number }> {
  const baseUrl = `http://localhost:${options.port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(options.port),
    SITE_URL: baseUrl,
    DEPLOY_STATE_DIR: path.join(tempRoot, 'state'),
    DEPLOY_RELEASES_DIR: path.join(tempRoot, 'releases'),
    DATA_DIR: path.join(tempRoot, 'data'),
    MAIL_OUTBOX_DIR: path.join(tempRoot, 'outbox'),
    DATABASE_URL: options.db === 'postgres' ? options.databaseUrl! : '',
    WEB_CONCURRENCY: String(options.workers),
    // Production logging at warn: only what goes wrong (a page without its area) is written.
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    STRIPE_MODE: 'test',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    // Every request comes from 127.0.0.1 (api/src/http/rate-limits.ts).
    API_RATE_LIMITS: 'off',
    PAGE_CACHE: options.pageCache ? 'on' : 'off',
  };
  const entry = options.workers > 1 ? 'cluster.ts' : 'main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(DEPLOY_ROOT, 'src', 'server', entry)], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let withoutArea = 0;
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.includes(`"msg":"${WITHOUT_AREA}"`)) withoutArea += 1;
    else if (!line.startsWith('{')) console.log(`  server: ${line}`);
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server was not ready within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, withoutArea: () => withoutArea };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** `name=value` pairs of the Set-Cookie headers of an answer. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

/** The staff account's session cookie (and its CSRF cookie), signed in through the API as a browser does. */
async function signIn(baseUrl: string): Promise<string> {
  const session = await fetch(`${baseUrl}/api/accounts/session/`);
  const { csrf } = (await session.json()) as { csrf: string };
  const anonymous = cookiesOf(session);
  const login = await fetch(`${baseUrl}/api/accounts/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: anonymous.join('; '), 'x-csrftoken': csrf },
    body: new URLSearchParams({ username: STAFF.email, password: STAFF.password }).toString(),
  });
  const cookies = cookiesOf(login);
  if (!cookies.some((cookie) => /sessionid=./.test(cookie))) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  return [...anonymous, ...cookies].join('; ');
}

async function routes(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/organizations/?page_size=1`);
  const body = (await response.json()) as { results?: { slug: string }[] };
  const slug = body.results?.[0]?.slug;
  if (!slug) throw new Error('No organization to load: is the demo data in the database?');
  return ['/', '/organizations', `/organizations/${encodeURIComponent(slug)}`, '/projects', '/jobs'];
}

async function run(
  baseUrl: string,
  mode: Mode,
  paths: string[],
  cookie: string,
  options: Options,
  withoutArea: () => number,
): Promise<RunResult> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', accept: 'text/html', ...(cookie ? { cookie } : {}) };
  // Warm-up: every route answers 200, the builds are loaded and the caches hold what they will.
  for (const page of paths) {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}${page}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`Warm-up: ${page} answered ${response.status}`);
    }
  }
  // Then a short load over as many connections, so every process (node:cluster hands each
  // connection to one of them) has rendered every route before anything is counted.
  let next = 0;
  await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: 3,
    timeout: 30,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  const times: number[] = [];
  const areaMissesBefore = withoutArea();
  const loadBefore = os.loadavg()[0]!;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  // The warnings of the last responses may still be on their way through the pipe.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    mode,
    ...latencies(times),
    pagesPerSecond: result.requests.average,
    pages: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    withoutArea: withoutArea() - areaMissesBefore,
    loadBefore,
    loadAfter: os.loadavg()[0]!,
  };
}

function report(options: Options, results: RunResult[], commit: string): string[] {
  const setup =
    `${options.db === 'pglite' ? 'PGlite' : `PostgreSQL, ${options.workers} processes`}, page cache ${options.pageCache ? 'on' : 'off'}, ` +
    `${options.connections} connections, ${options.durationSeconds} s per run, Accept-Encoding: gzip, br`;
  return [
    `## Pages, ${new Date().toISOString()} (${commit}, ${os.cpus().length} CPUs)`,
    '',
    setup,
    '',
    '| visitor | pages/s | p50 ms | p95 ms | p99 ms | max ms | pages | failures | without area | load avg before → after |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.mode} | ${result.pagesPerSecond.toFixed(0)} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.max} | ` +
        `${result.pages} | ${result.failures} | ${result.withoutArea} | ${result.loadBefore.toFixed(2)} → ${result.loadAfter.toFixed(2)} |`,
    ),
    '',
  ];
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-bench-pages-'));
  let child: ChildProcess | null = null;
  try {
    await releaseAll({ releasesDir: path.join(tempRoot, 'releases'), stateDir: path.join(tempRoot, 'state') }, () => {});
    if (options.db === 'postgres') await emptyPostgres(options.databaseUrl!);
    console.log(`Starting the server (${options.db}, ${options.workers} process(es), page cache ${options.pageCache ? 'on' : 'off'})…`);
    const server = await startServer(options, tempRoot);
    child = server.child;
    const baseUrl = `http://localhost:${options.port}`;
    const paths = await routes(baseUrl);
    const results: RunResult[] = [];
    for (const mode of options.modes) {
      const cookie = mode === 'signed-in' ? await signIn(baseUrl) : '';
      const result = await run(baseUrl, mode, paths, cookie, options, server.withoutArea);
      console.log(
        `  ${mode}: ${result.pagesPerSecond.toFixed(0)} pages/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ` +
          `${result.failures} failures, ${result.withoutArea} without their area (load ${result.loadBefore.toFixed(2)} → ${result.loadAfter.toFixed(2)})`,
      );
      results.push(result);
    }
    const commit = await new Promise<string>((resolve) => {
      const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT });
      let out = '';
      git.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      git.on('close', () => resolve(out.trim() || 'unknown commit'));
    });
    const lines = report(options, results, commit);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'pages-latest.md'), `${lines.join('\n')}\n`);
    fs.appendFileSync(path.join(RESULTS_DIR, 'pages-history.md'), `${lines.join('\n')}\n`);
    console.log(`\n${lines.join('\n')}\nWritten to ${path.relative(REPO_ROOT, path.join(RESULTS_DIR, 'pages-latest.md'))}`);
  } finally {
    if (child) await stopServer(child);
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
