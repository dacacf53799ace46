// Which records a text mentions by name: the admin's suggestions for an article's "Organizations
// mentioned" and "Projects mentioned" (issue 24 item 4). A name counts when it stands as whole
// words in the text (so "ITER" is not found in "iteration"); an all-capitals acronym must match
// its case ("TAE", not "tae"), other names match in any case and with or without accents.

export interface NamedRecord {
  id: number | string;
  label: string;
  /** Other names the text may use (an acronym). */
  aliases?: (string | null)[];
}

/** Shorter names match too much by chance ('AI', 'EU'). */
const MIN_NAME_LENGTH = 3;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Lower case without accents: 'São Paulo' → 'sao paulo'. The length in UTF-16 units may change. */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text of Markdown or sanitized HTML as words: tags and entities become spaces. */
function plainText(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
}

function isAcronym(name: string): boolean {
  return /^[\p{Lu}\p{N}&-]+$/u.test(name) && /\p{Lu}/u.test(name);
}

/** Whether `name` occurs in `haystack` with no letter or digit right before or after it. */
function containsWord(haystack: string, name: string): boolean {
  for (let at = haystack.indexOf(name); at !== -1; at = haystack.indexOf(name, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + name.length];
    if ((before === undefined || !LETTER_OR_DIGIT.test(before)) && (after === undefined || !LETTER_OR_DIGIT.test(after))) return true;
  }
  return false;
}

/** The records the text names, in the order given (callers pass them sorted by title). */
export function recordsMentioned(text: string, records: readonly NamedRecord[]): NamedRecord[] {
  const plain = plainText(text);
  const foldedText = folded(plain);
  return records.filter((record) =>
    [record.label, ...(record.aliases ?? [])].some((name) => {
      const trimmed = name?.trim();
      if (!trimmed || trimmed.length < MIN_NAME_LENGTH) return false;
      return isAcronym(trimmed) ? containsWord(plain, trimmed) : containsWord(foldedText, folded(trimmed));
    }),
  );
}
