import { plainText } from '../../../lib/text';

/** Words a minute of an adult reading non-fiction on screen. */
const WORDS_PER_MINUTE = 230;

/** '4 min read' for an article body (at least 1). */
export function readingMinutes(html: string | null | undefined): number {
  const text = plainText(html);
  const words = text ? text.split(' ').length : 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
