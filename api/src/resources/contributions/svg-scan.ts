// Cheap, linear checks of an SVG upload's text, run on the event loop before any parser sees it
// (security review H1 and H2): is the root element <svg>, and is the document small enough in
// elements, attributes and nesting for jsdom + DOMPurify to finish quickly. Every loop moves
// forward through the text; no regular expression can backtrack over it.

/** At most this many comments and doctypes before the root element (real files have 0–3). */
export const MAX_PROLOG_ITEMS = 16;

/**
 * Structure limits, far above real logos (a few hundred elements, nested < 20 deep) and well
 * below what stalls the sanitizer: measured in the worker, 10,000 elements take ~1 s, 20,000 ~2 s
 * and 450 MB; parse time grows with the square of the nesting depth (1,000 levels: 0.3 s,
 * 10,000: ~27 s) and of an element's attribute count (10,000 on one element: 1.2 s).
 */
export const SVG_LIMITS = {
  elements: 10_000,
  depth: 64,
  attributes: 40_000,
  attributesPerElement: 256,
} as const;

/** XML and HTML white space: space, tab, line feed, form feed, carriage return. */
const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
const isLetter = (char: string | undefined) => char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));

function skipSpaces(text: string, at: number): number {
  while (isSpace(text[at])) at += 1;
  return at;
}

/** The index after a doctype that starts at `at` (`<!DOCTYPE name [internal subset]>`), or -1. */
function doctypeEnd(text: string, at: number): number {
  let index = at + '<!DOCTYPE'.length;
  while (index < text.length && text[index] !== '[' && text[index] !== '>') index += 1;
  if (text[index] === '>') return index + 1;
  if (text[index] !== '[') return -1;
  // The internal subset ends at a ']' followed (after spaces) by '>'.
  for (let close = text.indexOf(']', index); close >= 0; close = text.indexOf(']', close + 1)) {
    const after = skipSpaces(text, close + 1);
    if (text[after] === '>') return after + 1;
  }
  return -1;
}

/**
 * Whether the text's root element is <svg>: an optional BOM, spaces, an optional XML
 * declaration, then at most MAX_PROLOG_ITEMS comments and doctypes, then `<svg` followed by a
 * space, '>' or '/'. (It replaces a regular expression that took exponential time on
 * `'<!--a-->'.repeat(28) + 'x'`.)
 */
export function hasSvgRoot(text: string): boolean {
  let at = skipSpaces(text, text.startsWith('\uFEFF') ? 1 : 0);
  if (text.startsWith('<?xml', at)) {
    // The declaration holds no '>' of its own: it ends at the first one, which must follow '?'.
    const end = text.indexOf('>', at);
    if (end < 0 || text[end - 1] !== '?') return false;
    at = skipSpaces(text, end + 1);
  }
  for (let items = 0; ; items += 1) {
    let end: number;
    if (text.startsWith('<!--', at)) {
      end = text.indexOf('-->', at + 4);
      if (end >= 0) end += 3;
    } else if (text.startsWith('<!DOCTYPE', at)) {
      end = doctypeEnd(text, at);
    } else {
      break;
    }
    if (end < 0 || items === MAX_PROLOG_ITEMS) return false;
    at = skipSpaces(text, end);
  }
  const next = text[at + 4];
  return text.startsWith('<svg', at) && (next === '>' || next === '/' || isSpace(next));
}

/**
 * `text.indexOf(needle, from)` for a `from` that only grows: the last answer is reused while it
 * is still ahead, so looking for a needle that is rare or absent stays linear over the text.
 */
function forwardSearch(text: string, needle: string) {
  let found: number | null = null;
  return (from: number): number => {
    if (found === null || (found !== -1 && found < from)) found = text.indexOf(needle, from);
    return found;
  };
}

// How jsdom's HTML parser (DOMPurify parses the upload as HTML) nests what it reads. In SVG
// content `/>` closes an element; in HTML it does not (except for void elements). These start
// tags leave SVG for HTML (font only with color, face or size); foreignObject, desc and title
// are SVG elements whose children are HTML.
const HTML_BREAKOUT = new Set(
  (
    'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu ' +
    'meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'
  ).split(' '),
);
const FONT_BREAKOUT_ATTRIBUTES = ['color', 'face', 'size'];
const HTML_VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const HTML_INSIDE_SVG = new Set(['foreignobject', 'desc', 'title']);

interface OpenElement {
  /** Lower case. */
  name: string;
  /** In the SVG namespace (else HTML). */
  svg: boolean;
}

export type SvgStructureProblem = keyof typeof SVG_LIMITS;

/**
 * The first structure limit (SVG_LIMITS) the document goes over, or null. A tokenizer pass that
 * follows the HTML parser closely enough to over-count rather than under-count: whatever it skips
 * (comment, doctype, CDATA, processing instruction) ends at the earliest point the parser could
 * end it, and an end tag closes something only where the parser surely would. Odd HTML can
 * still nest deeper than counted here; the worker's time and memory limits bound that.
 */
export function svgStructureProblem(text: string): SvgStructureProblem | null {
  const open: OpenElement[] = [];
  let elements = 0;
  let attributes = 0;
  const nextCommentEnd = forwardSearch(text, '-->');
  const nextBangCommentEnd = forwardSearch(text, '--!>');
  const inSvgContent = () => {
    const current = open.at(-1);
    return current !== undefined && current.svg && !HTML_INSIDE_SVG.has(current.name);
  };

  let at = 0;
  for (;;) {
    const lt = text.indexOf('<', at);
    if (lt < 0) return null;
    const first = text[lt + 1];
    if (first === '!' && text.startsWith('<!--', lt)) {
      // `<!-->` and `<!--->` are whole comments to the HTML parser; else `-->` or `--!>` ends one.
      const ends = [nextCommentEnd(lt + 2), nextBangCommentEnd(lt + 4)].filter((index) => index >= 0);
      if (ends.length === 0) return null;
      const end = Math.min(...ends);
      at = end + (text[end + 2] === '!' ? 4 : 3);
      continue;
    }
    if (first === '!' || first === '?') {
      // Doctype, CDATA, <?xml …?>: taken to end at the first '>' (the earliest the parser can).
      const end = text.indexOf('>', lt + 2);
      if (end < 0) return null;
      at = end + 1;
      continue;
    }
    const closing = first === '/';
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isLetter(text[nameStart])) {
      at = lt + 1;
      continue;
    }
    const tag = readTag(text, nameStart);
    if (!tag) return null; // a tag cut off by the end of the text is dropped by the parser
    at = tag.end;
    if (closing) {
      const index = closedBy(open, tag.name);
      if (index >= 0) {
        open.length = index;
        continue;
      }
      // Unmatched: ignored, or (</p>, </br>) an element of its own. Counted as one.
    }
    elements += 1;
    attributes += tag.attributes;
    if (elements > SVG_LIMITS.elements) return 'elements';
    if (tag.attributes > SVG_LIMITS.attributesPerElement) return 'attributesPerElement';
    if (attributes > SVG_LIMITS.attributes) return 'attributes';
    if (closing) continue;

    let svg = inSvgContent() || tag.name === 'svg';
    const breakout = HTML_BREAKOUT.has(tag.name) || (tag.name === 'font' && tag.fontBreakout);
    if (svg && tag.name !== 'svg' && breakout) {
      // Back to HTML: the parser closes the SVG elements up to the nearest HTML one (or HTML
      // integration point).
      while (inSvgContent()) open.pop();
      svg = false;
    }
    if (svg ? tag.selfClosing : HTML_VOID.has(tag.name)) continue;
    open.push({ name: tag.name, svg });
    if (open.length > SVG_LIMITS.depth) return 'depth';
  }
}

/**
 * Where the end tag `name` cuts the open elements, or -1 when it is not counted as closing any:
 * under an SVG element, the innermost SVG element of that name above the nearest HTML one; under
 * an HTML element, only that element itself (the parser may close more, never fewer).
 */
function closedBy(open: OpenElement[], name: string): number {
  const current = open.at(-1);
  if (!current) return -1;
  if (!current.svg) return current.name === name ? open.length - 1 : -1;
  for (let index = open.length - 1; index >= 0 && open[index]!.svg; index -= 1) {
    if (open[index]!.name === name) return index;
  }
  return -1;
}

interface Tag {
  /** Lower case, as the parser compares them. */
  name: string;
  attributes: number;
  /** Has a color, face or size attribute (a <font> with one leaves SVG). */
  fontBreakout: boolean;
  selfClosing: boolean;
  /** The index after its '>'. */
  end: number;
}

/** The start or end tag whose name starts at `at`, read as the HTML tokenizer does; null if cut off. */
function readTag(text: string, at: number): Tag | null {
  let index = at;
  while (index < text.length && !isSpace(text[index]) && text[index] !== '/' && text[index] !== '>') index += 1;
  const name = text.slice(at, index).toLowerCase();
  let attributes = 0;
  let fontBreakout = false;
  for (;;) {
    index = skipSpaces(text, index);
    const char = text[index];
    if (char === undefined) return null;
    if (char === '>') return { name, attributes, fontBreakout, selfClosing: false, end: index + 1 };
    if (char === '/') {
      index += 1;
      if (text[index] === '>') return { name, attributes, fontBreakout, selfClosing: true, end: index + 1 };
      continue;
    }
    // An attribute name (a leading '=' belongs to it), then an optional value.
    const nameStart = index;
    index += 1;
    while (index < text.length && !isSpace(text[index]) && !'/>='.includes(text[index]!)) index += 1;
    attributes += 1;
    if (index - nameStart <= 5 && FONT_BREAKOUT_ATTRIBUTES.includes(text.slice(nameStart, index).toLowerCase())) fontBreakout = true;
    index = skipSpaces(text, index);
    if (text[index] !== '=') continue;
    index = skipSpaces(text, index + 1);
    const quote = text[index];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, index + 1);
      if (close < 0) return null;
      index = close + 1;
    } else {
      while (index < text.length && !isSpace(text[index]) && text[index] !== '>') index += 1;
    }
  }
}
