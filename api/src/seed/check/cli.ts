// npm run data:check -w api: checks the demo dataset (src/seed/check/data-check.ts), prints
// the counts per tag group, concept and status, and exits 1 on any violation.
import { demoData } from '../demo';
import { programs } from '../data/programs';
import { checkData } from './data-check';

const today = process.env.DATA_CHECK_TODAY ?? new Date().toISOString().slice(0, 10);
const { problems, counts } = checkData({ ...demoData, programs }, today);

const table = (title: string, values: Record<string, number>) => {
  console.log(`\n${title}`);
  const width = Math.max(...Object.keys(values).map((key) => key.length));
  for (const [key, value] of Object.entries(values)) console.log(`  ${key.padEnd(width)}  ${value}`);
};
console.log(`Data check of the demo dataset (today: ${today})`);
table('Records', counts.records);
table('Organizations per tag group', counts.tagGroups);
table('Organizations per tag', counts.tags);
table('Projects per concept', counts.concepts);
table('Projects per status', counts.statuses);
table('Sources by how they were checked', counts.sourceChecks);

if (problems.length > 0) {
  console.error(`\n${problems.length} violation(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exitCode = 1;
} else {
  console.log('\nNo violations.');
}
