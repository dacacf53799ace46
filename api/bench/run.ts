// npm run bench -w api [-- --db pglite|postgres|both] [--duration 10] [--scale 1] [--regenerate] [--no-response-cache]
//
// For each database: prepare the synthetic dataset (generate.ts; reused while unchanged),
// EXPLAIN the API's main list/search queries, start the API (serve.ts, its own process) on
// 127.0.0.1, warm it up, and load each endpoint with autocannon for a fixed duration.
// Prints p50/p99 latency, requests/s and failures per endpoint, and writes
// api/bench/results/latest.md.
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
import { preparePglite, preparePostgres, type PreparedTarget } from './targets';

type DbKind = 'pglite' | 'postgres';

interface Options {
  kinds: DbKind[];
  durationSeconds: number;
  scale: number;
  regenerate: boolean;
  /** false with --no-response-cache: every request reaches the database. */
  responseCache: boolean;
}

interface Endpoint {
  name: string;
  connections: number;
  /** Request paths, used in turn (search terms, slugs, filters). */
  paths: string[];
}

interface EndpointResult {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  failures: number;
}

interface DatabaseReport {
  target: PreparedTarget;
  results: EndpointResult[];
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
  return {
    kinds: db === 'both' ? ['pglite', 'postgres'] : [db as DbKind],
    durationSeconds,
    scale,
    regenerate: argv.includes('--regenerate'),
    responseCache: !argv.includes('--no-response-cache'),
  };
}

// ---------------------------------------------------------------- what to request

interface Samples {
  organizationSlugs: string[];
  bigEmployerSlug: string;
  acronyms: string[];
  exactName: string;
}

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
  return {
    organizationSlugs: [...busiest, ...spread].map((row) => row.slug),
    bigEmployerSlug: employer?.slug ?? '',
    acronyms: acronyms.map((row) => row.acronym_name.toLowerCase()),
    exactName: named?.display_name ?? 'Helix',
  };
}

/** Search terms by kind: prefix, several words, acronym, exact name, supply chain, typos (fuzzy path). */
function searchTerms(samples: Samples): string[] {
  return ['heli', 'aurora', 'stellar plas', ...samples.acronyms, samples.exactName, 'gyrotrons', 'helx plasma', 'auroa ventres'];
}

function endpoints(samples: Samples): Endpoint[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    {
      name: 'organizations list (page_size=9999, minimal)',
      connections: 4,
      paths: [`/api/v1/organizations/?${q({ page_size: '9999', minimal: 'true' })}`],
    },
    {
      name: 'organizations list (tab + sort, 20/page)',
      connections: 10,
      paths: [
        `/api/v1/organizations/?${q({ tag: 'all', sort: 'display_name' })}`,
        `/api/v1/organizations/?${q({ tag: 'fusion-machine-developers', sort: '-total_funding' })}`,
        `/api/v1/organizations/?${q({ tag: 'supply-chain', sort: 'country', page: '3' })}`,
        `/api/v1/organizations/?${q({ tag: 'funders', sort: '-display_name' })}`,
      ],
    },
    {
      name: 'organization detail',
      connections: 10,
      paths: samples.organizationSlugs.map((slug) => `/api/v1/organizations/${encodeURIComponent(slug)}/`),
    },
    {
      name: 'search (prefix, acronym, exact, typo)',
      connections: 10,
      paths: searchTerms(samples).map((term) => `/api/v1/search/?${q({ query: term })}`),
    },
    {
      name: 'jobs list (20/page)',
      connections: 10,
      paths: ['1', '2', '5'].map((page) => `/api/v1/jobs/?${q({ page })}`),
    },
    {
      name: 'jobs list filtered (search, location, tag, org)',
      connections: 10,
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
      listOrganizations(d, { tab: 'fusion-machine-developers', sort: '-total_funding', minimal: false, page: firstPage }),
    ),
    await explainCalls(db, 'organizations list (tab supply-chain, country, page 3)', (d) =>
      listOrganizations(d, { tab: 'supply-chain', sort: 'country', minimal: false, page: paging({ page: 3 }) }),
    ),
    await explainCalls(db, 'organization detail', (d) => organizationDetail(d, samples.organizationSlugs[0]!)),
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
    env: { ...process.env, NODE_ENV: 'production', API_RESPONSE_CACHE: responseCache ? 'on' : 'off' },
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
    for (const requestPath of endpoint.paths.slice(0, 12)) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${baseUrl}${requestPath}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`Warm-up: ${requestPath} answered ${response.status}`);
      }
    }
  }
}

async function load(baseUrl: string, endpoint: Endpoint, durationSeconds: number): Promise<EndpointResult> {
  let next = 0;
  const result = await autocannon({
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
  return {
    name: endpoint.name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

// ---------------------------------------------------------------- one database

async function benchDatabase(kind: DbKind, options: Options): Promise<DatabaseReport | null> {
  const log = (line: string) => console.log(line);
  console.log(`\n=== ${kind} ===`);
  const target =
    kind === 'pglite'
      ? await preparePglite({ scale: options.scale, regenerate: options.regenerate, log })
      : await preparePostgres({ scale: options.scale, regenerate: options.regenerate, log });
  if (!target) {
    console.log('PostgreSQL is unreachable on 127.0.0.1:5432 (roles postgres and root); skipping it. Set BENCH_PG_URL to use another server.');
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

  const { child, port } = await startServer(target, options.responseCache);
  const results: EndpointResult[] = [];
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const all = endpoints(samples);
    await warmUp(baseUrl, all);
    for (const endpoint of all) {
      const result = await load(baseUrl, endpoint, options.durationSeconds);
      console.log(`  ${result.name}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requestsPerSecond.toFixed(1)} req/s, ${result.failures} failures`);
      results.push(result);
    }
  } finally {
    await stopServer(child);
  }
  return { target, results, plans };
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

function resultsTable(results: EndpointResult[]): string {
  const header = ['endpoint', 'p50 ms', 'p99 ms', 'req/s', 'requests', 'errors/non-2xx'];
  const rows = results.map((r) => [r.name, String(r.p50), String(r.p99), r.requestsPerSecond.toFixed(1), String(r.requests), String(r.failures)]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
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
      `response cache ${options.responseCache ? 'on' : 'off'} · load average ${os.loadavg()[0]!.toFixed(2)}`,
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
      target.generationSeconds === null ? 'Generation: reused an existing dataset.' : `Generation: ${target.generationSeconds.toFixed(1)} s.`,
      '',
      resultsTable(report.results),
      '',
      '### Query plans (EXPLAIN, no ANALYZE)',
    );
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
    console.log(resultsTable(report.results), '\n');
  }
  writeMarkdown(reports, options);
  console.log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)} (whole run ${((Date.now() - started) / 1000).toFixed(0)} s).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
