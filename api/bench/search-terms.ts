// Distinct search queries drawn from the dataset's own names, for measuring search on cache
// misses: what visitors type — a prefix of a name, an acronym, a name with a typo.
// Deterministic (a fixed-seed PRNG over rows read in id order), so two runs ask the same things.

export interface NamedRow {
  display_name: string;
  acronym_name: string | null;
}

type TermKind = 'prefix' | 'acronym' | 'typo';

export interface Term {
  kind: TermKind;
  text: string;
}

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** One letter dropped, doubled or two neighbours swapped, somewhere after the first two letters. */
function typo(word: string, next: () => number): string {
  if (word.length < 5) return word;
  const at = 2 + Math.floor(next() * (word.length - 3));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/**
 * Up to `perKind` distinct queries of each kind, interleaved (prefix, acronym, typo, prefix…).
 * `exclude` keeps queries out (e.g. those already asked, which would be cache hits).
 */
export function searchTerms(rows: NamedRow[], perKind: number, seed = 0x5ea4c4, exclude = new Set<string>()): Term[] {
  const next = random(seed);
  const seen = new Set(exclude);
  const byKind: Record<TermKind, Term[]> = { prefix: [], acronym: [], typo: [] };
  const add = (kind: TermKind, text: string) => {
    const key = text.toLowerCase().trim();
    if (key.length < 2 || seen.has(key) || byKind[kind].length >= perKind) return;
    seen.add(key);
    byKind[kind].push({ kind, text: key });
  };
  // Visit rows in a shuffled order so the terms spread over the whole table.
  const order = rows.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const index of order) {
    const row = rows[index]!;
    const words = row.display_name.toLowerCase().split(/\s+/).filter(Boolean);
    // Prefix as you type: the first word (or two) cut after 3..all letters.
    const take = words.length > 1 && next() < 0.4 ? 2 : 1;
    const phrase = words.slice(0, take).join(' ');
    add('prefix', phrase.slice(0, Math.max(3, Math.ceil(phrase.length * (0.4 + 0.6 * next())))));
    if (row.acronym_name) add('acronym', row.acronym_name);
    const long = words.findIndex((word) => word.length >= 5);
    if (long >= 0) {
      const typed = [...words];
      typed[long] = typo(words[long]!, next);
      add('typo', typed.slice(0, Math.max(long + 1, 2)).join(' '));
    }
    if (byKind.prefix.length >= perKind && byKind.acronym.length >= perKind && byKind.typo.length >= perKind) break;
  }
  const terms: Term[] = [];
  for (let i = 0; i < perKind; i++) {
    for (const kind of ['prefix', 'acronym', 'typo'] as const) {
      const term = byKind[kind][i];
      if (term) terms.push(term);
    }
  }
  return terms;
}
