// npm run bench:search -w api [-- --db pglite|postgres|both] [--scale 1]
//
// The measurement behind the search design (api/docs/search.md): the same 300
// distinct prefix, acronym and typo queries (bench/search-terms.ts), each asked once, one at a
// time, in-process (no HTTP), by
//   sql        the ranked statement of queries.ts as the API sends it (drizzle, unnamed statement);
//   sql-named  the same statement as a named prepared statement (PostgreSQL only: node-postgres
//              parses and plans it once per connection);
//   index      the in-process SearchIndex (search-index.ts), plus what building it costs.
// Then checks that the index answers exactly what the SQL answers (first two pages of each).
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { connect, type Database } from '../src/db/database';
import { queryRows } from '../src/db/helpers';
import { paging } from '../src/http/paging';
import { search, searchQuery, type SearchRow } from '../src/resources/search/queries';
import { SearchIndex } from '../src/resources/search/search-index';
import { normalizedText, prefixTsQuery } from '../src/resources/search/text';
import { latencies } from './latencies';
import { searchTerms, type NamedRow, type Term } from './search-terms';
import { preparePglite, preparePostgres } from './targets';

type Kind = 'pglite' | 'postgres';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, value };
}

function line(name: string, values: number[]): string {
  const f = latencies(values);
  return `| ${name} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} |`;
}

async function measure(kind: Kind, database: Database, terms: Term[]): Promise<string[]> {
  const { db } = database;
  const firstPage = paging({});
  const out: string[] = [];
  const byKind = (values: number[]) =>
    (['prefix', 'acronym', 'typo'] as const).map((k) =>
      line(
        `  ${k}`,
        values.filter((_, i) => terms[i]!.kind === k),
      ),
    );

  // Warm the plan cache, buffers and JIT the same way for every approach.
  for (const term of terms.slice(0, 20)) await search(db, term.text, firstPage);

  const sqlTimes: number[] = [];
  for (const term of terms) sqlTimes.push((await timed(() => search(db, term.text, firstPage))).ms);

  const namedTimes: number[] = [];
  if (kind === 'postgres') {
    const pool = (db as unknown as { $client: Pool }).$client;
    const dialect = (db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }).dialect;
    for (const term of terms) {
      const tsQuery = prefixTsQuery(term.text)!;
      const text = normalizedText(term.text);
      // The statement text differs between the fuzzy and non-fuzzy shapes: one name per shape.
      const { sql: statement, params } = dialect.sqlToQuery(searchQuery(tsQuery, text, firstPage));
      const name = `search-${text.length >= 3 ? 'fuzzy' : 'fast'}`;
      namedTimes.push((await timed(() => pool.query({ name, text: statement, values: params }))).ms);
    }
  }

  const memoryBefore = process.memoryUsage().heapUsed;
  const builds: number[] = [];
  const loads: number[] = [];
  let index: SearchIndex | null = null;
  for (let i = 0; i < 5; i++) {
    const load = await timed(() => db.execute(sql`SELECT count(*) FROM organizations`).then(() => SearchIndex.load(db)));
    builds.push(load.ms);
    index = load.value;
  }
  // The read alone (to split the build time into query and construction).
  for (let i = 0; i < 3; i++) {
    loads.push(
      (
        await timed(() =>
          queryRows(
            db,
            sql`SELECT (SELECT json_agg(json_build_array(o.id, o.display_name, o.acronym_name, o.slug, o.is_affiliate, o.is_approved)) FROM organizations o) AS o`,
          ),
        )
      ).ms,
    );
  }
  const heap = (process.memoryUsage().heapUsed - memoryBefore) / 1024 / 1024;
  const indexTimes: number[] = [];
  for (const term of terms) indexTimes.push((await timed(() => index!.search(term.text, firstPage))).ms);

  // Same answers? Pages 1 and 2 of 20.
  let mismatches = 0;
  const examples: string[] = [];
  for (const term of terms) {
    for (const page of [paging({}), paging({ page: 2 })]) {
      const expected = await search(db, term.text, page);
      const actual = index!.search(term.text, page);
      const key = (rows: SearchRow[]) => rows.map((r) => `${r.is_organization ? 'o' : 'p'}:${r.slug}`).join(',');
      if (key(expected) !== key(actual)) {
        mismatches += 1;
        if (examples.length < 5)
          examples.push(
            `  '${term.text}' page ${page.page}:\n    sql   ${key(expected).slice(0, 300)}\n    index ${key(actual).slice(0, 300)}`,
          );
      }
    }
  }

  out.push(
    `### ${kind}`,
    '',
    `${terms.length} queries, each once, sequential, in-process; page 1 (20 rows). Milliseconds.`,
    '',
    '| approach | p50 | p95 | p99 | max |',
    '| --- | --- | --- | --- | --- |',
    line('sql (as the API ran it before)', sqlTimes),
    ...byKind(sqlTimes),
    ...(namedTimes.length ? [line('sql, named prepared statement', namedTimes), ...byKind(namedTimes)] : []),
    line('in-process index', indexTimes),
    ...byKind(indexTimes),
    '',
    `Index build (one statement + construction, ${index!.size.toLocaleString('en-US')} names): ` +
      `p50 ${latencies(builds).p50} ms, max ${latencies(builds).max} ms (organizations read alone: p50 ${latencies(loads).p50} ms); ` +
      `heap ≈ ${heap.toFixed(1)} MB for the ${builds.length} builds kept or collected.`,
    `Same answers as the SQL (pages 1 and 2 of every query): ${terms.length * 2 - mismatches}/${terms.length * 2}.`,
    ...examples,
  );
  return out;
}

async function main() {
  const which = argument('db') ?? 'both';
  const scale = Number(argument('scale') ?? '1');
  const kinds: Kind[] = which === 'both' ? ['pglite', 'postgres'] : [which as Kind];
  const log = (message: string) => console.error(message);
  const report: string[] = [];
  for (const kind of kinds) {
    const target =
      kind === 'pglite' ? await preparePglite({ scale, regenerate: false, log }) : await preparePostgres({ scale, regenerate: false, log });
    if (!target) {
      report.push(`### ${kind}`, '', 'PostgreSQL unreachable: skipped.');
      continue;
    }
    const database = await connect({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, migrate: false });
    try {
      const names = await queryRows<NamedRow>(
        database.db,
        sql`SELECT display_name, acronym_name FROM organizations WHERE is_approved ORDER BY id`,
      );
      const terms = searchTerms(names, 100, 0x5ea4c4);
      report.push(...(await measure(kind, database, terms)), '');
    } finally {
      await database.close();
    }
  }
  console.log(report.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
