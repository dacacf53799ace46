// The in-process search index (api/docs/search.md): every organization and
// project name, acronym and supply-chain category, held in memory and rebuilt when the data
// version changes. It answers exactly what searchQuery() in queries.ts answers — same words,
// tiers, fuzzy threshold and order — in well under a millisecond instead of a database round
// trip (10k organizations: see the README for the figures that decided it).
//
// Semantics (shared with queries.ts):
//   - words: searchWords() of the query; a document matches when every word is a prefix of one
//     of its words (name + acronym; letters and digits of any script, lower-cased);
//   - tiers: 4 exact name or acronym · 3 name starts with the text · 2 every word prefixes a
//     word · 1 offers a supply chain category or sub-category whose name matches (all words
//     within that one name) · below 1 fuzzy: 0.99 × trigram word similarity ≥ 0.6 with the
//     lower-cased name, only for texts of 3+ characters and only when the other tiers found
//     fewer than FUZZY_THRESHOLD organizations/projects;
//   - only approved organizations and projects are listed; order: score, affiliates first,
//     name, organizations before projects, id.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Paging } from '../../http/paging';
import { organizationStatusSql, organizationTagGroupSql } from '../organization-status';
import { affiliateSql } from '../stripe/benefits';
import { FUZZY_THRESHOLD, type SearchRow } from './queries';
import { normalizedText, searchWords } from './text';

/** pg_trgm's default word_similarity_threshold, which the SQL path's `<%` uses. */
const WORD_SIMILARITY_THRESHOLD = 0.6;

const WORD = /[\p{L}\p{N}]+/gu;

/** Trigrams of a text as pg_trgm makes them: each lower-cased word padded '  word ', in order, with repeats. */
export function trigramSequence(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const padded = [' ', ' ', ...word, ' ']; // by code point, like pg_trgm's multibyte handling
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded[i]! + padded[i + 1]! + padded[i + 2]!);
  }
  return trigrams;
}

/**
 * pg_trgm word_similarity(query, target): the greatest similarity between the query's trigram
 * set and the trigram set of any continuous extent of the target's trigram sequence,
 * |Q ∩ E| / |Q ∪ E|. An optimal extent starts and ends on trigrams of the query, so only
 * those are tried.
 */
export function wordSimilarity(queryTrigrams: ReadonlySet<string>, target: readonly string[]): number {
  const size = queryTrigrams.size;
  if (size === 0) return 0;
  let best = 0;
  for (let start = 0; start < target.length; start++) {
    if (!queryTrigrams.has(target[start]!)) continue;
    const seen = new Set<string>();
    let common = 0;
    for (let end = start; end < target.length; end++) {
      const trigram = target[end]!;
      if (!seen.has(trigram)) {
        seen.add(trigram);
        if (queryTrigrams.has(trigram)) common += 1;
      }
      if (queryTrigrams.has(trigram)) best = Math.max(best, common / (size + seen.size - common));
    }
  }
  return best;
}

/**
 * wordSimilarity over trigram ids: `inQuery[id]` = 1 for the query's trigrams (`querySize` of
 * them), `seen` a scratch array of the dictionary's size. Same result, no allocation.
 */
function wordSimilarityOfIds(
  inQuery: Uint8Array,
  querySize: number,
  target: Int32Array,
  seen: Uint32Array,
  stamp: { value: number },
): number {
  let best = 0;
  for (let start = 0; start < target.length; start++) {
    if (!inQuery[target[start]!]) continue;
    const mark = ++stamp.value;
    let distinct = 0;
    let common = 0;
    for (let end = start; end < target.length; end++) {
      const id = target[end]!;
      const hit = inQuery[id]!;
      if (seen[id] !== mark) {
        seen[id] = mark;
        distinct += 1;
        common += hit;
      }
      if (hit) {
        const similarity = common / (querySize + distinct - common);
        if (similarity > best) best = similarity;
      }
    }
  }
  return best;
}

interface Doc {
  kind: 'o' | 'p';
  id: number;
  name: string;
  lowerName: string;
  lowerAcronym: string | null;
  slug: string;
  affiliate: boolean;
  approved: boolean;
  status: SearchRow['status'];
  logo: string | null;
  tagGroup: string | null;
  /** pg_trgm trigram sequence of lower(name), as ids of SearchIndex's trigram dictionary. */
  trigrams: Int32Array;
  /** Position in (name in byte order, kind, id) order: the tie-break, precomputed. */
  rank: number;
}

interface CategoryName {
  words: string[];
  organizationIds: number[];
}

interface Loaded {
  /** [id, name, acronym, slug, affiliate, approved, logo, tag group] */
  organizations: [number, string, string | null, string, boolean, boolean, string | null, string | null][];
  projects: [number, string, string, boolean][];
  categories: [number, string][];
  subCategories: [number, number, string][];
  offerings: [number, number][];
  /** [organization id, current status] of the organizations with a status history. */
  statuses: [number, SearchRow['status']][];
}

/**
 * Everything the index needs, in one statement (one snapshot, one round trip). Affiliates as
 * of now: a paid period ending moves the data version (stripe/benefits.ts), so the index is rebuilt then.
 */
const load = () => sql`SELECT
  (SELECT coalesce(json_agg(json_build_array(o.id, o.display_name, o.acronym_name, o.slug, ${affiliateSql('o')}, o.is_approved,
       o.logo, ${organizationTagGroupSql('o')})), '[]'::json)
     FROM organizations o WHERE o.deleted_at IS NULL) AS organizations,
  (SELECT coalesce(json_agg(json_build_array(p.id, p.display_name, p.slug, p.is_approved)), '[]'::json)
     FROM projects p WHERE p.deleted_at IS NULL) AS projects,
  (SELECT coalesce(json_agg(json_build_array(c.id, c.name)), '[]'::json) FROM supply_chain_categories c) AS categories,
  (SELECT coalesce(json_agg(json_build_array(s.id, s.category_id, s.name)), '[]'::json)
     FROM supply_chain_sub_categories s) AS sub_categories,
  (SELECT coalesce(json_agg(json_build_array(f.organization_id, f.sub_category_id)), '[]'::json)
     FROM supply_chain_offerings f) AS offerings,
  (SELECT coalesce(json_agg(json_build_array(o.id, ${organizationStatusSql('o')})), '[]'::json)
     FROM organizations o WHERE o.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM organization_status_events e WHERE e.organization_id = o.id AND e.deleted_at IS NULL)) AS statuses`;

/** A sorted word list with the documents holding each word (prefix lookups by binary search). */
class WordIndex {
  readonly words: string[];
  readonly postings: number[][];

  constructor(entries: Map<string, number[]>) {
    this.words = [...entries.keys()].sort();
    this.postings = this.words.map((word) => entries.get(word)!);
  }

  /** Index of the first word ≥ prefix. */
  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Calls `visit` with the postings of every word starting with `prefix`. */
  forPrefix(prefix: string, visit: (postings: number[]) => void): void {
    for (let i = this.lowerBound(prefix); i < this.words.length && this.words[i]!.startsWith(prefix); i++) {
      visit(this.postings[i]!);
    }
  }
}

export class SearchIndex {
  private readonly docs: Doc[];
  private readonly words: WordIndex;
  /** Trigram → id; postings by id: the documents whose name has that trigram. */
  private readonly trigramIds: Map<string, number>;
  private readonly trigramPostings: Int32Array[];
  private readonly categoryNames: CategoryName[];
  private readonly organizationDoc: Map<number, number>;
  /** Scratch counters, one per document (searches run one at a time on the event loop). */
  private readonly counts: Uint16Array;
  private readonly stamps: Uint32Array;
  private stamp = 0;
  /** Scratch for the fuzzy tier, by trigram id. */
  private readonly inQuery: Uint8Array;
  private readonly seen: Uint32Array;
  private readonly seenStamp = { value: 0 };

  constructor(data: Loaded) {
    this.docs = [];
    this.organizationDoc = new Map();
    this.trigramIds = new Map();
    const idsOf = (text: string) =>
      Int32Array.from(trigramSequence(text), (trigram) => {
        let id = this.trigramIds.get(trigram);
        if (id === undefined) {
          id = this.trigramIds.size;
          this.trigramIds.set(trigram, id);
        }
        return id;
      });
    const statuses = new Map(data.statuses);
    for (const [id, name, acronym, slug, affiliate, approved, logo, tagGroup] of data.organizations) {
      this.organizationDoc.set(id, this.docs.length);
      this.docs.push({ ...doc('o', id, name, acronym, slug, affiliate, approved, statuses.get(id) ?? null, idsOf), logo, tagGroup });
    }
    for (const [id, name, slug, approved] of data.projects) this.docs.push(doc('p', id, name, null, slug, false, approved, null, idsOf));

    [...this.docs]
      .sort((a, b) => compareText(a.name, b.name) || compareText(a.kind, b.kind) || a.id - b.id)
      .forEach((entry, rank) => {
        entry.rank = rank;
      });

    const words = new Map<string, number[]>();
    const postings: number[][] = Array.from({ length: this.trigramIds.size }, () => []);
    this.docs.forEach((entry, index) => {
      for (const word of new Set(searchWordsOfName(entry))) push(words, word, index);
      for (const trigram of new Set(entry.trigrams)) postings[trigram]!.push(index);
    });
    this.words = new WordIndex(words);
    this.trigramPostings = postings.map((list) => Int32Array.from(list));
    this.inQuery = new Uint8Array(this.trigramIds.size);
    this.seen = new Uint32Array(this.trigramIds.size);

    const offeredBy = new Map<number, number[]>(); // sub-category id → organization ids
    for (const [organizationId, subCategoryId] of data.offerings) push(offeredBy, subCategoryId, organizationId);
    const subCategoriesOf = new Map<number, number[]>();
    for (const [id, categoryId] of data.subCategories) push(subCategoriesOf, categoryId, id);
    this.categoryNames = [
      ...data.subCategories.map(([id, , name]) => ({ words: allWords(name), organizationIds: offeredBy.get(id) ?? [] })),
      ...data.categories.map(([id, name]) => ({
        words: allWords(name),
        organizationIds: (subCategoriesOf.get(id) ?? []).flatMap((sub) => offeredBy.get(sub) ?? []),
      })),
    ];
    this.counts = new Uint16Array(this.docs.length);
    this.stamps = new Uint32Array(this.docs.length);
  }

  /** Read the data and build (one statement). */
  static async load(db: Db): Promise<SearchIndex> {
    const result = (await db.execute(load())) as unknown as { rows: Record<string, unknown>[] };
    const row = result.rows[0]!;
    // pg returns json columns parsed; PGlite too. Strings only if a driver left them as text.
    const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
    return new SearchIndex({
      organizations: parse(row.organizations),
      projects: parse(row.projects),
      categories: parse(row.categories),
      subCategories: parse(row.sub_categories),
      offerings: parse(row.offerings),
      statuses: parse(row.statuses),
    });
  }

  get size(): number {
    return this.docs.length;
  }

  /** The same rows as search() in queries.ts, for one page. */
  search(query: string, page: Paging): SearchRow[] {
    const words = searchWords(query);
    if (words.length === 0) return [];
    const text = normalizedText(query);
    const escapedStart = text; // LIKE 'text%' on lower(display_name)
    const scores = new Map<number, number>(); // doc index → best score

    // Name and acronym: every word prefixes a word of the document.
    const matched = this.matchAllWords(words);
    for (const index of matched) {
      const entry = this.docs[index]!;
      if (!entry.approved) continue;
      const score =
        entry.lowerName === text || (entry.lowerAcronym !== null && entry.lowerAcronym === text)
          ? 4
          : entry.lowerName.startsWith(escapedStart)
            ? 3
            : 2;
      scores.set(index, score);
    }
    // Supply chain: organizations offering a category or sub-category whose name matches.
    // (Not checked for approval before the fuzzy decision, like the SQL's `fast` CTE.)
    const fastKeys = new Set<number>(scores.keys());
    for (const category of this.categoryNames) {
      if (!words.every((word) => category.words.some((candidate) => candidate.startsWith(word)))) continue;
      for (const organizationId of category.organizationIds) {
        const index = this.organizationDoc.get(organizationId);
        if (index === undefined) continue;
        fastKeys.add(index);
        if (!scores.has(index) || scores.get(index)! < 1) scores.set(index, Math.max(scores.get(index) ?? 0, 1));
      }
    }
    if (text.length >= 3 && fastKeys.size < FUZZY_THRESHOLD) {
      for (const [index, similarity] of this.fuzzy(text)) {
        const score = similarity * 0.99;
        if ((scores.get(index) ?? -1) < score) scores.set(index, score);
      }
    }

    const rows: { entry: Doc; score: number }[] = [];
    for (const [index, score] of scores) {
      const entry = this.docs[index]!;
      if (entry.approved) rows.push({ entry, score });
    }
    rows.sort((a, b) => b.score - a.score || Number(b.entry.affiliate) - Number(a.entry.affiliate) || a.entry.rank - b.entry.rank);
    return rows.slice(page.offset, page.offset + page.limit).map(({ entry }) => ({
      display_name: entry.name,
      slug: entry.slug,
      is_organization: entry.kind === 'o',
      is_affiliate: entry.affiliate,
      status: entry.status,
      logo: entry.logo,
      tag_group: entry.tagGroup,
    }));
  }

  /** Documents where every word prefixes one of their words. */
  private matchAllWords(words: string[]): number[] {
    const { counts, stamps } = this;
    const matched: number[] = [];
    this.stamp += 1;
    const first = this.stamp;
    for (let w = 0; w < words.length; w++) {
      const wordStamp = first; // counts are only valid for docs stamped in this search
      this.words.forPrefix(words[w]!, (postings) => {
        for (const index of postings) {
          if (stamps[index] !== wordStamp) {
            if (w > 0) continue; // not matched by an earlier word: cannot match all
            stamps[index] = wordStamp;
            counts[index] = 0;
          }
          // One count per word, however many of the document's words it prefixes.
          if (counts[index] === w) counts[index] = w + 1;
        }
      });
    }
    this.words.forPrefix(words[0]!, (postings) => {
      for (const index of postings) {
        if (stamps[index] === first && counts[index] === words.length) {
          counts[index] = 0xffff; // report once
          matched.push(index);
        }
      }
    });
    return matched;
  }

  /** Documents whose lower-cased name has word similarity ≥ the threshold with the text. */
  private fuzzy(text: string): Map<number, number> {
    const found = new Map<number, number>();
    const query = new Set(trigramSequence(text));
    if (query.size === 0) return found;
    // Trigrams no name has still count in |Q|; they can never be shared.
    const known = [...query].map((trigram) => this.trigramIds.get(trigram)).filter((id): id is number => id !== undefined);
    // |Q ∩ E| / |Q ∪ E| ≥ t needs |Q ∩ E| ≥ t·|Q|: count shared trigrams first.
    const needed = Math.ceil(WORD_SIMILARITY_THRESHOLD * query.size - 1e-9);
    if (known.length < needed) return found;
    const { counts, stamps, inQuery } = this;
    const stamp = ++this.stamp;
    const candidates: number[] = [];
    for (const id of known) {
      for (const index of this.trigramPostings[id]!) {
        if (stamps[index] !== stamp) {
          stamps[index] = stamp;
          counts[index] = 0;
        }
        const count = counts[index]! + 1;
        counts[index] = count;
        if (count === needed) candidates.push(index);
      }
    }
    for (const id of known) inQuery[id] = 1;
    try {
      for (const index of candidates) {
        const similarity = wordSimilarityOfIds(inQuery, query.size, this.docs[index]!.trigrams, this.seen, this.seenStamp);
        // float4 in PostgreSQL, compared with the float8 threshold: the same here.
        const rounded = Math.fround(similarity);
        if (rounded >= WORD_SIMILARITY_THRESHOLD) found.set(index, rounded);
      }
    } finally {
      for (const id of known) inQuery[id] = 0;
    }
    return found;
  }
}

/** Byte order of UTF-8 text (the database's C collation), not the locale's. */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every word of a text (searchWords keeps only the first 8, for queries). */
function allWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function searchWordsOfName(entry: Doc): string[] {
  return [...allWords(entry.name), ...allWords(entry.lowerAcronym ?? '')];
}

function doc(
  kind: 'o' | 'p',
  id: number,
  name: string,
  acronym: string | null,
  slug: string,
  affiliate: boolean,
  approved: boolean,
  status: SearchRow['status'],
  trigramIdsOf: (text: string) => Int32Array,
): Doc {
  const lowerName = name.toLowerCase();
  return {
    kind,
    id,
    name,
    lowerName,
    lowerAcronym: acronym === null ? null : acronym.toLowerCase(),
    slug,
    affiliate,
    approved,
    status,
    logo: null,
    tagGroup: null,
    trigrams: trigramIdsOf(lowerName),
    rank: 0,
  };
}
