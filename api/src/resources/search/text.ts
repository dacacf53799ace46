// Turning what a visitor types into safe search terms.

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 60;

/** Lower-cased words (letters and digits of any script); everything else separates words. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * A prefix tsquery for the 'simple' configuration: every word must match the start of a
 * word ('tok' → 'tok':*). Words hold only letters and digits, so quoting is enough.
 */
export function prefixTsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `'${word}':*`).join(' & ');
}

/** The words joined by single spaces, for equality, "starts with" and trigram comparisons. */
export function normalizedText(text: string): string {
  return searchWords(text).join(' ');
}
