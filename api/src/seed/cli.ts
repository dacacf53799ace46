// npm run seed -w api: load the demo dataset into the configured database.
// Refuses to load twice; `npm run seed -w api -- --reset` empties the data tables first.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { connect } from '../db/database';
import { demoData } from './demo';
import { isDatabaseEmpty, loadSeedData } from './load';

const DATA_TABLES = [
  'activity_logs',
  'organization_memberships',
  'project_memberships',
  'publications',
  'project_provider_categories',
  'project_providers',
  'project_media',
  'project_organizations',
  'projects',
  'concepts',
  'supply_chain_offerings',
  'supply_chain_sub_categories',
  'supply_chain_categories',
  'record_sources',
  'funding_round_sources',
  'funding_rounds',
  'job_tag_links',
  'jobs',
  'articles',
  'organization_people',
  'organization_tag_links',
  'organizations',
];

async function main() {
  const config = loadConfig();
  const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (process.argv.includes('--reset')) {
      await database.db.execute(sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    }
    if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already holds data; run with --reset to replace it.');
      return;
    }
    await loadSeedData(database.db, demoData);
    console.log(
      `Loaded ${demoData.organizations.length} organizations, ${demoData.projects.length} projects, ` +
        `${demoData.funding.length} funding entries, ${demoData.jobs.length} jobs, ${demoData.articles.length} articles.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
