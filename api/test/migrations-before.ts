// A migration's own test starts from the database as the migrations before it left it: a copy of
// the migrations folder whose journal stops before `index`, and an empty PGlite with pg_trgm.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MIGRATIONS_FOLDER } from '../src/db/database';

export interface BeforeMigration {
  client: PGlite;
  /** The migrations folder as it was before the migration under test. */
  folder: string;
  close(): Promise<void>;
}

export async function databaseBeforeMigration(index: number): Promise<BeforeMigration> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < index);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  return {
    client,
    folder,
    close: async () => {
      await client.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
