// The in-process search index answers what the SQL answers (queries.ts) — the SQL is the
// reference — on the fixture data and on a generated 1,000-organization dataset, and its
// trigram word similarity is pg_trgm's.
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { paging } from '../../http/paging';
import { generateDataset } from '../../../bench/generate';
import { searchTerms, type NamedRow } from '../../../bench/search-terms';
import { openTestDatabase } from '../../../test/db';
import { search, type SearchRow } from './queries';
import { SearchIndex, trigramSequence, wordSimilarity } from './search-index';

const key = (rows: SearchRow[]) =>
  rows.map((row) => `${row.is_organization ? 'o' : 'p'}:${row.slug}:${row.is_affiliate}:${row.logo}:${row.tag_group}`);

async function expectSameAnswers(database: Database, queries: string[], pages = [1, 2]) {
  const index = await SearchIndex.load(database.db);
  for (const query of queries) {
    for (const page of pages) {
      const at = paging({ page, page_size: 5 });
      expect({ query, page, rows: key(index.search(query, at)) }).toEqual({ query, page, rows: key(await search(database.db, query, at)) });
    }
  }
}

describe('on the fixture data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  test('the same rows, tiers and order as the SQL', async () => {
    // prettier-ignore
    await expectSameAnswers(database, [
      'tok', 'tokamak en', 'TOKAMAK', 'CFS', 'doe', 'u.s.', 'commonwelth', 'helium', 'sparc', 'hts tape', 'vacuum',
      'magnets', 't', 'a', 'e', 'fusion', 'energy systems', 'faraday factory japn', 'zzz', '', '!!! ---', 'Énergie',
      "' OR 1=1 --", 'general atomics', 'tae', 'first light', 'helion', 'zap',
    ]);
  });

  test('unapproved organizations are never listed, whichever tier found them', async () => {
    await database.db.execute(sql`UPDATE organizations SET is_approved = false WHERE slug = 'faraday-factory-japan'`);
    try {
      await expectSameAnswers(database, ['hts tape', 'faraday', 'faraday factory japn', 'japan'], [1]);
      const index = await SearchIndex.load(database.db);
      expect(key(index.search('faraday', paging({})))).toEqual([]);
    } finally {
      await database.db.execute(sql`UPDATE organizations SET is_approved = true WHERE slug = 'faraday-factory-japan'`);
    }
  });

  test("trigram word similarity equals pg_trgm's word_similarity", async () => {
    const names = await queryRows<{ name: string }>(database.db, sql`SELECT lower(display_name) AS name FROM organizations ORDER BY id`);
    const queries = ['commonwelth', 'tokamk', 'helion energ', 'fusion', 'faraday factory japn', 'general atomcs', 'xyz'];
    for (const query of queries) {
      const rows = await queryRows<{ name: string; similarity: number }>(
        database.db,
        sql`SELECT lower(display_name) AS name, word_similarity(${query}, lower(display_name))::float8 AS similarity FROM organizations ORDER BY id`,
      );
      const trigrams = new Set(trigramSequence(query));
      for (const [i, row] of rows.entries()) {
        expect({ query, name: names[i]!.name, similarity: Math.fround(wordSimilarity(trigrams, trigramSequence(row.name))) }).toEqual({
          query,
          name: row.name,
          similarity: row.similarity,
        });
      }
    }
  });
});

test('on a generated dataset (500 organizations): 300 prefix, acronym and typo queries agree', async () => {
  const { database } = await openPglite({});
  try {
    await generateDataset(database.db, { scale: 0.05 });
    const names = await queryRows<NamedRow>(
      database.db,
      sql`SELECT display_name, acronym_name FROM organizations WHERE is_approved ORDER BY id`,
    );
    await expectSameAnswers(
      database,
      searchTerms(names, 100).map((term) => term.text),
      [1],
    );
  } finally {
    await database.close();
  }
}, 120_000);
