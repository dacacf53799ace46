// EXPLAIN the exact statements the API runs: the API's own query functions are called with
// a Db whose execute() first records `EXPLAIN <statement>` and then runs the statement, so
// the plans shown are those of the real SQL with real parameters (no copy of the queries).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/database';

interface StatementPlan {
  /** Every line of the EXPLAIN output. */
  lines: string[];
  /** Indexes the plan uses. */
  indexes: string[];
  /** Tables read by a sequential scan (fine for tiny lookup tables, suspicious for big ones). */
  seqScans: string[];
}

export interface QueryPlans {
  label: string;
  statements: StatementPlan[];
}

function summarize(lines: string[]): StatementPlan {
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  for (const line of lines) {
    const index = / using (\S+)/.exec(line);
    if (index && /Index|Bitmap/.test(line)) indexes.add(index[1]!);
    const bitmapIndex = /Bitmap Index Scan on (\S+)/.exec(line);
    if (bitmapIndex) indexes.add(bitmapIndex[1]!);
    const seq = /Seq Scan on (\S+)/.exec(line);
    if (seq) seqScans.add(seq[1]!);
  }
  return { lines, indexes: [...indexes], seqScans: [...seqScans] };
}

/** Run `work` against a recording Db and return the plans of every statement it issued. */
export async function explainCalls(db: Db, label: string, work: (db: Db) => Promise<unknown>): Promise<QueryPlans> {
  const statements: StatementPlan[] = [];
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        const explained = (await target.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
        statements.push(summarize(explained.rows.map((row) => String(Object.values(row)[0]))));
        return target.execute(query);
      };
    },
  });
  await work(recording);
  return { label, statements };
}

/** Large tables: a sequential scan on one of these in a list or search query is a finding. */
export const LARGE_TABLES = new Set([
  'organizations',
  'organization_tag_links',
  'projects',
  'jobs',
  'job_tag_links',
  'activity_logs',
  'funding_rounds',
  'funding_round_sources',
  'supply_chain_offerings',
]);
