// Test databases: a template built once per run, copied per suite.
//   PGlite (default): the template is a dumpDataDir() tarball, loaded with loadDataDir.
//   PostgreSQL (TEST_DATABASE_URL): the template is a database; each suite gets
//   CREATE DATABASE … TEMPLATE …, dropped when the suite closes it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { loadSeedData } from '../src/seed/load';
import { fixtureData, FIXTURE_NOW } from './fixtures/seed';

const TEMPLATE_FILE_ENV = 'API_TEST_PGLITE_TEMPLATE';
const TEMPLATE_DB_ENV = 'API_TEST_PG_TEMPLATE';
const TEST_PREFIX = 'api_test_';

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL?.trim() || null;

/** The same server, another database name. */
export function urlForDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl()! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Called once by jest globalSetup. */
export async function buildTemplate(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    const name = `${TEST_PREFIX}${process.pid}_${crypto.randomBytes(3).toString('hex')}_template`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const database = await openPostgres(urlForDatabase(serverUrl, name), { poolSize: 2 });
    await loadSeedData(database.db, fixtureData, FIXTURE_NOW);
    await database.close();
    process.env[TEMPLATE_DB_ENV] = name;
    return;
  }
  const { database, client } = await openPglite({});
  await loadSeedData(database.db, fixtureData, FIXTURE_NOW);
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `api-test-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_FILE_ENV] = file;
}

/** Called once by jest globalTeardown. */
export async function dropTemplate(): Promise<void> {
  const name = process.env[TEMPLATE_DB_ENV];
  if (name && testDatabaseUrl()) {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const file = process.env[TEMPLATE_FILE_ENV];
  if (file) fs.rmSync(file, { force: true });
}

/** A fresh copy of the seeded template for one suite. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    const template = process.env[TEMPLATE_DB_ENV]!;
    const name = `${TEST_PREFIX}${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openPostgres(urlForDatabase(serverUrl, name), { migrate: false, poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const tarball = fs.readFileSync(process.env[TEMPLATE_FILE_ENV]!);
  const { database } = await openPglite({ loadDataDir: new Blob([tarball]), migrate: false });
  return database;
}
