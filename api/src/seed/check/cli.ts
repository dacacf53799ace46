// npm run data:check -w api: checks the demo dataset (src/seed/check/data-check.ts), prints
// the counts per tag group, concept and status, and exits 1 on any violation.
// With --db it checks the live database instead (DATABASE_URL, else the PGlite data in DATA_DIR,
// by default .data/): its public records, read into the same shapes (from-database.ts).
import { loadConfig } from '../../config';
import { connect } from '../../db/database';
import { demoData } from '../demo';
import { programs } from '../data/programs';
import { DATA_AS_OF } from '../data/sources';
import { FUNDING_RULE, fundingRuleTotal } from '../funding-rule';
import { checkData, type CheckedData } from './data-check';
import { loadDataFromDatabase } from './from-database';

/** The database's records; no migration is applied: the check reads what is there. */
async function databaseData(): Promise<{ data: CheckedData; label: string }> {
  const config = loadConfig();
  const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const label = config.databaseUrl ? 'the database at DATABASE_URL' : `the database in ${config.dataDir}`;
    return { data: await loadDataFromDatabase(database.db), label };
  } finally {
    await database.close();
  }
}

async function main() {
  const fromDatabase = process.argv.includes('--db');
  // The demo data is checked against the day it describes (DATA_AS_OF), so CI does not turn red
  // with time alone; a live database against today.
  const today = process.env.DATA_CHECK_TODAY ?? (fromDatabase ? new Date().toISOString().slice(0, 10) : DATA_AS_OF);
  const { data, label } = fromDatabase ? await databaseData() : { data: { ...demoData, programs }, label: 'the demo dataset' };
  const { problems, warnings, counts } = checkData(data, today, { fromDatabase });

  const table = (title: string, values: Record<string, number>) => {
    console.log(`\n${title}`);
    const width = Math.max(...Object.keys(values).map((key) => key.length));
    for (const [key, value] of Object.entries(values)) console.log(`  ${key.padEnd(width)}  ${value}`);
  };
  console.log(`Data check of ${label} (today: ${today})`);
  table('Records', counts.records);
  table('Organizations per tag group', counts.tagGroups);
  table('Organizations per tag', counts.tags);
  table('Projects per concept', counts.concepts);
  table('Projects per status', counts.statuses);
  table('Sources by how they were checked', counts.sourceChecks);
  const rule = fundingRuleTotal(data);
  const share = rule.total_usd / FUNDING_RULE.reference.total_usd;
  console.log(`\nFunding under the counting rule (${FUNDING_RULE.text})`);
  console.log(`  total  $${(rule.total_usd / 1e9).toFixed(3)}B in ${rule.rounds} rounds to ${rule.organizations} organizations`);
  console.log(`  FIA 2025 report  $${(FUNDING_RULE.reference.total_usd / 1e9).toFixed(3)}B (${(share * 100).toFixed(1)}% of it)`);
  console.log(`  rounds left out  ${rule.undisclosed_rounds} undisclosed, ${rule.unconverted_rounds} with no rate for their month`);

  if (warnings.length > 0) {
    console.log(`\n${warnings.length} warning(s), not failing the check yet:`);
    for (const warning of warnings) console.log(`  - ${warning}`);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} violation(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    console.log('\nNo violations.');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
