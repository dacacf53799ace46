// npm run bench -w api [-- --db pglite|postgres|both] [--cache on|off|both] [--duration 10] [--only <endpoint name part>]
//                         [--connections 100] [--scale 1] [--regenerate] [--no-response-cache]
//
// For each database: prepare the synthetic dataset (generate.ts; reused while unchanged),
// EXPLAIN the API's main list/search queries, then for each cache setting start the API
// (serve.ts, its own process) on 127.0.0.1 and
//   1. ask 300 distinct search queries one at a time (prefix, acronym, typo: all cache misses)
//      and print their p50/p95/p99/max latency (issue 8: p95 ≤ 20 ms);
//   2. load each endpoint with autocannon (100 connections by default) for a fixed duration
//      and print req/s and p50/p95/p99 latency.
// Writes api/bench/results/latest.md.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { connect, type Db } from '../src/db/database';
import { queryRows } from '../src/db/helpers';
import { paging } from '../src/http/paging';
import { listJobs } from '../src/resources/jobs/queries';
import { listOrganizations, organizationDetail } from '../src/resources/organizations/queries';
import { search } from '../src/resources/search/queries';
import { explainCalls, LARGE_TABLES, type QueryPlans } from './explain';
import { latencies, type Latencies } from './latencies';
import { searchTerms, type NamedRow, type Term } from './search-terms';
import { preparePglite, preparePostgres, type PreparedTarget } from './targets';

type DbKind = 'pglite' | 'postgres';

interface Options {
  kinds: DbKind[];
  durationSeconds: number;
  scale: number;
  regenerate: boolean;
  /** Response cache settings to run (--cache on|off|both; --no-response-cache = off). */
  cacheModes: boolean[];
  connections: number;
  /** --only <text>: run only the autocannon endpoints whose name contains it. */
  only: string | null;
}

interface Endpoint {
  name: string;
  connections: number;
  /** Request paths, used in turn (search terms, slugs, filters). */
  paths: string[];
}

interface EndpointResult extends Latencies {
  name: string;
  requestsPerSecond: number;
  requests: number;
  failures: number;
  /** Set when a run needed more distinct paths than it had (search misses wrapped around). */
  note?: string;
}

interface SequentialResult extends Latencies {
  name: string;
  requests: number;
  byKind: Record<string, Latencies>;
}

interface CacheRun {
  responseCache: boolean;
  sequential: SequentialResult;
  results: EndpointResult[];
}

interface DatabaseReport {
  target: PreparedTarget;
  runs: CacheRun[];
  plans: QueryPlans[];
}

const RESULTS_FILE = path.join(__dirname, 'results', 'latest.md');

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const db = value('db') ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error(`--db must be pglite, postgres or both (got ${db})`);
  const durationSeconds = Number(value('duration') ?? '10');
  const scale = Number(value('scale') ?? '1');
  if (!(durationSeconds >= 1 && durationSeconds <= 60)) throw new Error('--duration must be 1..60 seconds');
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
  const cache = argv.includes('--no-response-cache') ? 'off' : (value('cache') ?? 'both');
  if (!['on', 'off', 'both'].includes(cache)) throw new Error(`--cache must be on, off or both (got ${cache})`);
  const connections = Number(value('connections') ?? '100');
  if (!(Number.isInteger(connections) && connections >= 1 && connections <= 1000)) throw new Error('--connections must be 1..1000');
  return {
    kinds: db === 'both' ? ['pglite', 'postgres'] : [db as DbKind],
    durationSeconds,
    scale,
    regenerate: argv.includes('--regenerate'),
    cacheModes: cache === 'both' ? [true, false] : [cache === 'on'],
    connections,
    only: value('only') ?? null,
  };
}

// ---------------------------------------------------------------- what to request

interface Samples {
  /** 40 organizations spread over the table (typical pages, 2–10 KB). */
  organizationSlugs: string[];
  /** The 10 with the most funding and jobs (the largest pages: up to ≈ 150 KB). */
  busiestSlugs: string[];
  bigEmployerSlug: string;
  acronyms: string[];
  exactName: string;
  /** Every approved organization's name and acronym (id order), the source of distinct search queries. */
  names: NamedRow[];
}

/** Sequential cache-miss queries (issue 8: 300 distinct prefix, acronym and typo queries). */
const SEQUENTIAL_MISSES_PER_KIND = 100;
/** Distinct queries for the concurrent cache-miss run; it wraps around (and says so) if they run out. */
const CONCURRENT_MISSES_PER_KIND = 10_000;

/** Real values from the dataset, so requests hit existing rows (ids spread over the table). */
async function sampleDataset(db: Db): Promise<Samples> {
  const spread = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM organizations WHERE is_approved AND id % 197 = 0 ORDER BY id LIMIT 40`,
  );
  const busiest = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM organizations WHERE is_approved ORDER BY total_funding DESC, total_jobs DESC LIMIT 10`,
  );
  const acronyms = await queryRows<{ acronym_name: string }>(
    db,
    sql`SELECT acronym_name FROM organizations WHERE is_approved AND length(acronym_name) = 3 ORDER BY id LIMIT 2`,
  );
  const [named] = await queryRows<{ display_name: string }>(
    db,
    sql`SELECT display_name FROM organizations WHERE is_approved ORDER BY id LIMIT 1 OFFSET 500`,
  );
  const [employer] = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM organizations WHERE is_approved ORDER BY total_jobs DESC LIMIT 1`,
  );
  const names = await queryRows<NamedRow>(db, sql`SELECT display_name, acronym_name FROM organizations WHERE is_approved ORDER BY id`);
  return {
    organizationSlugs: spread.map((row) => row.slug),
    busiestSlugs: busiest.map((row) => row.slug),
    bigEmployerSlug: employer?.slug ?? '',
    acronyms: acronyms.map((row) => row.acronym_name.toLowerCase()),
    exactName: named?.display_name ?? 'Helix',
    names,
  };
}

/** The repeated search terms (cache hits once warm): prefix, several words, acronym, exact name, supply chain, typos. */
function hitTerms(samples: Samples): string[] {
  return ['heli', 'aurora', 'stellar plas', ...samples.acronyms, samples.exactName, 'gyrotrons', 'helx plasma', 'auroa ventres'];
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const searchPath = (text: string) => `/api/v1/search/?${q({ query: text })}`;

/** Distinct query sets: one for the sequential run, a disjoint one for the concurrent miss run. */
function missTerms(samples: Samples): { sequential: Term[]; concurrent: Term[] } {
  const hits = new Set(hitTerms(samples).map((term) => term.toLowerCase()));
  const sequential = searchTerms(samples.names, SEQUENTIAL_MISSES_PER_KIND, 0x5ea4c4, hits);
  const used = new Set([...hits, ...sequential.map((term) => term.text)]);
  const concurrent = searchTerms(samples.names, CONCURRENT_MISSES_PER_KIND, 0xc0ffee, used);
  return { sequential, concurrent };
}

function endpoints(samples: Samples, connections: number, misses: Term[]): Endpoint[] {
  return [
    {
      name: 'organization detail (40 across the table)',
      connections,
      paths: samples.organizationSlugs.map((slug) => `/api/v1/organizations/${encodeURIComponent(slug)}/`),
    },
    {
      name: 'organization detail (the 10 largest pages, 13–150 KB)',
      connections,
      paths: samples.busiestSlugs.map((slug) => `/api/v1/organizations/${encodeURIComponent(slug)}/`),
    },
    {
      name: 'search, repeated queries (cache hits)',
      connections,
      paths: hitTerms(samples).map(searchPath),
    },
    {
      name: 'search, distinct queries (cache misses)',
      connections,
      paths: misses.map((term) => searchPath(term.text)),
    },
    {
      name: 'organizations list (tab + sort, 20/page)',
      connections,
      paths: [
        `/api/v1/organizations/?${q({ tag: 'all', sort: 'display_name' })}`,
        `/api/v1/organizations/?${q({ tag: 'fusion-machine-developers', sort: '-total_funding' })}`,
        `/api/v1/organizations/?${q({ tag: 'supply-chain', sort: 'country', page: '3' })}`,
        `/api/v1/organizations/?${q({ tag: 'funders', sort: '-display_name' })}`,
      ],
    },
    {
      name: 'organizations list (page_size=9999, minimal; 4 connections)',
      connections: 4,
      paths: [`/api/v1/organizations/?${q({ page_size: '9999', minimal: 'true' })}`],
    },
    {
      name: 'jobs list (20/page)',
      connections,
      paths: ['1', '2', '5'].map((page) => `/api/v1/jobs/?${q({ page })}`),
    },
    {
      name: 'jobs list filtered (search, location, tag, org)',
      connections,
      paths: [
        `/api/v1/jobs/?${q({ search: 'engineer' })}`,
        `/api/v1/jobs/?${q({ location: 'boston' })}`,
        `/api/v1/jobs/?${q({ tag: 'software-data' })}`,
        `/api/v1/jobs/?${q({ organization: samples.bigEmployerSlug })}`,
        `/api/v1/jobs/?${q({ search: 'plasma', location: 'remote' })}`,
      ],
    },
  ];
}

/** EXPLAIN the statements behind each benchmarked endpoint, through the API's own query functions. */
async function explainMainQueries(db: Db, samples: Samples): Promise<QueryPlans[]> {
  const firstPage = paging({});
  return [
    await explainCalls(db, 'organizations list (page_size=9999, minimal)', (d) =>
      listOrganizations(d, { minimal: true, page: paging({ page_size: 9999 }) }),
    ),
    await explainCalls(db, 'organizations list (tab fusion-machine-developers, -total_funding)', (d) =>
      listOrganizations(d, { filters: { tag: 'fusion-machine-developers' }, sort: '-total_funding', minimal: false, page: firstPage }),
    ),
    await explainCalls(db, 'organizations list (tab supply-chain, country, page 3)', (d) =>
      listOrganizations(d, { filters: { tag: 'supply-chain' }, sort: 'country', minimal: false, page: paging({ page: 3 }) }),
    ),
    await explainCalls(db, 'organization detail', (d) => organizationDetail(d, samples.busiestSlugs[0] ?? samples.organizationSlugs[0]!)),
    await explainCalls(db, "search 'heli' (prefix, fast path)", (d) => search(d, 'heli', firstPage)),
    await explainCalls(db, "search 'helx plasma' (typo, fuzzy path)", (d) => search(d, 'helx plasma', firstPage)),
    await explainCalls(db, 'jobs list', (d) => listJobs(d, {}, firstPage)),
    await explainCalls(db, "jobs list search 'engineer'", (d) => listJobs(d, { search: 'engineer' }, firstPage)),
    await explainCalls(db, "jobs list location 'boston'", (d) => listJobs(d, { location: 'boston' }, firstPage)),
    await explainCalls(db, "jobs list tag 'software-data'", (d) => listJobs(d, { tag: 'software-data' }, firstPage)),
  ];
}

// ---------------------------------------------------------------- the server under test

async function startServer(target: PreparedTarget, responseCache: boolean): Promise<{ child: ChildProcess; port: number }> {
  const args = target.kind === 'pglite' ? ['--data-dir', target.dataDir!] : ['--database-url', target.databaseUrl!];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serve.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // Rate limits off: every request comes from 127.0.0.1 (api/src/http/rate-limits.ts).
    env: { ...process.env, NODE_ENV: 'production', API_RESPONSE_CACHE: responseCache ? 'on' : 'off', API_RATE_LIMITS: 'off' },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`The API exited early (code ${code})`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { child, port };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A few sequential requests per path: JIT, plan caches and buffers warm; also checks every path answers 2xx. */
async function warmUp(baseUrl: string, all: Endpoint[]): Promise<void> {
  for (const endpoint of all) {
    // Not the distinct-query run: warming it would turn its first requests into cache hits.
    if (endpoint.name.includes('cache misses')) continue;
    // Every path: the hit runs must measure hits only (40 organization pages, 10 search terms…).
    for (const requestPath of endpoint.paths.slice(0, 100)) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${baseUrl}${requestPath}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`Warm-up: ${requestPath} answered ${response.status}`);
      }
    }
  }
}

/** Each query once, one at a time: the latency of a cache miss without queueing behind other requests. */
async function sequential(baseUrl: string, name: string, terms: Term[]): Promise<SequentialResult> {
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  for (const term of terms) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${baseUrl}${searchPath(term.text)}`);
    await response.arrayBuffer();
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (!response.ok) throw new Error(`${searchPath(term.text)} answered ${response.status}`);
    all.push(elapsed);
    byKind.set(term.kind, [...(byKind.get(term.kind) ?? []), elapsed]);
  }
  return {
    name,
    requests: all.length,
    ...latencies(all),
    byKind: Object.fromEntries([...byKind].map(([kind, values]) => [kind, latencies(values)])),
  };
}

async function load(baseUrl: string, endpoint: Endpoint, durationSeconds: number): Promise<EndpointResult> {
  let next = 0;
  const times: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections: endpoint.connections,
    duration: durationSeconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        // Called before every request: rotate through the endpoint's paths.
        setupRequest: (request) => ({ ...request, path: endpoint.paths[next++ % endpoint.paths.length]! }),
      },
    ],
  });
  // autocannon's own histogram has no p95 and whole milliseconds: keep every response time.
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return {
    name: endpoint.name,
    ...latencies(times),
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    ...(next > endpoint.paths.length && endpoint.name.includes('cache misses')
      ? { note: `${endpoint.paths.length} distinct queries for ${next} requests: later ones were repeats` }
      : {}),
  };
}

// ---------------------------------------------------------------- one database

async function benchServer(target: PreparedTarget, samples: Samples, options: Options, responseCache: boolean): Promise<CacheRun> {
  console.log(`--- ${target.kind}, response cache ${responseCache ? 'on' : 'off'}`);
  const { child, port } = await startServer(target, responseCache);
  const results: EndpointResult[] = [];
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const misses = missTerms(samples);
    const all = endpoints(samples, options.connections, misses.concurrent).filter(
      (endpoint) => !options.only || endpoint.name.includes(options.only),
    );
    await warmUp(baseUrl, all);
    const seq = await sequential(
      baseUrl,
      `search, ${misses.sequential.length} distinct queries one at a time (cache misses)`,
      misses.sequential,
    );
    console.log(`  ${seq.name}: p50 ${seq.p50} ms, p95 ${seq.p95} ms, p99 ${seq.p99} ms, max ${seq.max} ms`);
    for (const [kind, figures] of Object.entries(seq.byKind)) {
      console.log(`    ${kind}: p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms`);
    }
    for (const endpoint of all) {
      const result = await load(baseUrl, endpoint, options.durationSeconds);
      console.log(
        `  ${result.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, ` +
          `p99 ${result.p99} ms, ${result.failures} failures${result.note ? ` (${result.note})` : ''}`,
      );
      results.push(result);
    }
    return { responseCache, sequential: seq, results };
  } finally {
    await stopServer(child);
  }
}

async function benchDatabase(kind: DbKind, options: Options): Promise<DatabaseReport | null> {
  const log = (line: string) => console.log(line);
  console.log(`\n=== ${kind} ===`);
  const target =
    kind === 'pglite'
      ? await preparePglite({ scale: options.scale, regenerate: options.regenerate, log })
      : await preparePostgres({ scale: options.scale, regenerate: options.regenerate, log });
  if (!target) {
    console.log(
      'PostgreSQL is unreachable on 127.0.0.1:5432 (roles postgres and root); skipping it. Set BENCH_PG_URL to use another server.',
    );
    return null;
  }
  if (target.generationSeconds !== null) console.log(`Generated in ${target.generationSeconds.toFixed(1)} s.`);

  // PGlite allows one process per directory: sample and EXPLAIN here, then close before the server opens it.
  const database = await connect({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, migrate: false });
  let samples: Samples;
  let plans: QueryPlans[];
  try {
    samples = await sampleDataset(database.db);
    plans = await explainMainQueries(database.db, samples);
  } finally {
    await database.close();
  }
  printPlans(plans);

  const runs: CacheRun[] = [];
  for (const responseCache of options.cacheModes) runs.push(await benchServer(target, samples, options, responseCache));
  return { target, runs, plans };
}

// ---------------------------------------------------------------- output

function planFindings(plan: QueryPlans): string {
  const indexes = [...new Set(plan.statements.flatMap((s) => s.indexes))];
  // "statement N" = the Nth SQL statement the query function ran (e.g. jobs: 1 = page, 2 = count).
  const bigSeqScans = plan.statements.flatMap((statement, index) =>
    statement.seqScans.filter((table) => LARGE_TABLES.has(table)).map((table) => `${table} (statement ${index + 1})`),
  );
  return `indexes: ${indexes.join(', ') || '(none)'}${bigSeqScans.length ? ` — SEQ SCAN on ${bigSeqScans.join(', ')}` : ''}`;
}

function printPlans(plans: QueryPlans[]): void {
  console.log('EXPLAIN (indexes used by each benchmarked query):');
  for (const plan of plans) console.log(`  ${plan.label}: ${planFindings(plan)}`);
}

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function runTable(run: CacheRun, connections: number): string {
  const load = table(
    ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'requests', 'errors/non-2xx'],
    run.results.map((r) => [
      r.note ? `${r.name} (${r.note})` : r.name,
      r.requestsPerSecond.toFixed(0),
      String(r.p50),
      String(r.p95),
      String(r.p99),
      String(r.max),
      String(r.requests),
      String(r.failures),
    ]),
  );
  const seq = run.sequential;
  const misses = table(
    ['queries', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      [`all ${seq.requests}`, String(seq.p50), String(seq.p95), String(seq.p99), String(seq.max)],
      ...Object.entries(seq.byKind).map(([kind, f]) => [kind, String(f.p50), String(f.p95), String(f.p99), String(f.max)]),
    ],
  );
  return `${seq.name}:\n\n${misses}\n\nautocannon, ${connections} connections unless the name says otherwise:\n\n${load}`;
}

function countsLine(target: PreparedTarget): string {
  return Object.entries(target.counts)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
    .join(', ');
}

function writeMarkdown(reports: DatabaseReport[], options: Options): void {
  const lines = [
    '# API benchmark — latest run',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}) · ` +
      `autocannon on 127.0.0.1, ${options.durationSeconds} s per endpoint · dataset scale ${options.scale} · ` +
      `${options.connections} connections · load average ${os.loadavg()[0]!.toFixed(2)}`,
    '',
    'Produced by `npm run bench -w api`; see api/bench/README.md.',
  ];
  for (const report of reports) {
    const { target } = report;
    lines.push(
      '',
      `## ${target.kind}`,
      '',
      `Dataset: ${countsLine(target)}.`,
      target.generationSeconds === null
        ? 'Generation: reused an existing dataset.'
        : `Generation: ${target.generationSeconds.toFixed(1)} s.`,
    );
    for (const run of report.runs) {
      lines.push('', `### ${target.kind}, response cache ${run.responseCache ? 'on' : 'off'}`, '', runTable(run, options.connections));
    }
    lines.push('', '### Query plans (EXPLAIN, no ANALYZE)');
    for (const plan of report.plans) {
      lines.push('', `**${plan.label}** — ${planFindings(plan)}`, '', '```');
      plan.statements.forEach((statement, index) => {
        if (plan.statements.length > 1) lines.push(`-- statement ${index + 1}`);
        lines.push(...statement.lines);
      });
      lines.push('```');
    }
  }
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${lines.join('\n')}\n`);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const reports: DatabaseReport[] = [];
  for (const kind of options.kinds) {
    const report = await benchDatabase(kind, options);
    if (report) reports.push(report);
  }
  console.log('');
  for (const report of reports) {
    console.log(`${report.target.kind} — ${countsLine(report.target)}`);
    if (report.target.generationSeconds !== null) console.log(`generation ${report.target.generationSeconds.toFixed(1)} s`);
    for (const run of report.runs) {
      console.log(`\n${report.target.kind}, response cache ${run.responseCache ? 'on' : 'off'}\n${runTable(run, options.connections)}\n`);
    }
  }
  writeMarkdown(reports, options);
  console.log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)} (whole run ${((Date.now() - started) / 1000).toFixed(0)} s).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
