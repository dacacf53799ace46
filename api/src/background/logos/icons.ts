// The icons a home page declares (issue 21, item 3): apple-touch-icon, <link rel=icon> with its
// sizes, and the Open Graph image as a last resort, read by htmlparser2 (a real HTML parser: no
// regular expressions over markup), in the order worth fetching them.
import { Parser } from 'htmlparser2';

type IconKind = 'apple-touch-icon' | 'icon' | 'og:image';

export interface IconCandidate {
  url: URL;
  kind: IconKind;
  /** The largest side the page declares (sizes="180x180"; 'any' or an SVG counts as the largest). */
  declaredSize: number;
}

/** What an icon declared without sizes is taken to be, for the order only (the fetched pixels decide). */
const ASSUMED_SIZE: Record<IconKind, number> = { 'apple-touch-icon': 180, icon: 32, 'og:image': 0 };
const VECTOR_SIZE = 10_000;

/** The largest square side of a sizes attribute ("16x16 32x32", "any"); null when none is square. */
export function largestDeclaredSize(sizes: string | undefined): number | null {
  if (!sizes) return null;
  let largest: number | null = null;
  for (const token of sizes.toLowerCase().split(/\s+/)) {
    if (token === 'any') return VECTOR_SIZE;
    const match = /^(\d{1,5})x(\d{1,5})$/.exec(token);
    if (match && match[1] === match[2]) largest = Math.max(largest ?? 0, Number(match[1]));
  }
  return largest;
}

const isSvg = (href: string, type: string | undefined) => type?.toLowerCase() === 'image/svg+xml' || /\.svg(?:[?#]|$)/i.test(href);

/**
 * The declared icons of `html` (fetched from `pageUrl`): icons first, largest declared first, then
 * the Open Graph images. Addresses are resolved against <base href> and the page; anything not
 * http(s) (data:, javascript:) is left out. Duplicates are listed once.
 */
export function declaredIcons(html: string, pageUrl: URL): IconCandidate[] {
  let base = pageUrl;
  let baseSeen = false;
  const icons: IconCandidate[] = [];
  const openGraph: IconCandidate[] = [];
  const resolve = (href: string | undefined): URL | null => {
    const trimmed = href?.trim();
    if (!trimmed) return null;
    const url = URL.parse(trimmed, base.href);
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'base' && !baseSeen && attributes.href) {
          baseSeen = true;
          base = resolve(attributes.href) ?? base;
        } else if (name === 'link') {
          const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          const kind: IconKind | null = rel.some((token) => token.startsWith('apple-touch-icon'))
            ? 'apple-touch-icon'
            : rel.includes('icon')
              ? 'icon'
              : null;
          const url = kind && resolve(attributes.href);
          if (!kind || !url) return;
          const declared = largestDeclaredSize(attributes.sizes);
          // An icon whose sizes name no square one (e.g. "120x60") is kept, last among its kind.
          const size = isSvg(url.pathname, attributes.type) ? VECTOR_SIZE : (declared ?? (attributes.sizes ? 1 : ASSUMED_SIZE[kind]));
          icons.push({ url, kind, declaredSize: size });
        } else if (name === 'meta') {
          const property = (attributes.property ?? attributes.name ?? '').toLowerCase();
          if (property !== 'og:image' && property !== 'og:image:secure_url' && property !== 'og:image:url') return;
          const url = resolve(attributes.content);
          if (url) openGraph.push({ url, kind: 'og:image', declaredSize: 0 });
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  // Stable: among equal sizes the page's order (apple-touch-icon before icon at the same size).
  const rank = (candidate: IconCandidate) => (candidate.kind === 'apple-touch-icon' ? 1 : 0);
  icons.sort((a, b) => b.declaredSize - a.declaredSize || rank(b) - rank(a));
  const seen = new Set<string>();
  return [...icons, ...openGraph].filter((candidate) => {
    if (seen.has(candidate.url.href)) return false;
    seen.add(candidate.url.href);
    return true;
  });
}
