// The HTML document of a page: the head (title, description, canonical URL, Open Graph and
// Twitter cards, JSON-LD, feeds), the first paint's CSS inlined, the loader that fetches exactly
// the scripts the page will run once it has painted (loader.ts), the shell's and the area's HTML, and the JSON the browser starts from.
import {
  AREA_SLOT_MARKER,
  areaContainerId,
  areaStateElementId,
  BOOT_ELEMENT_ID,
  jsonForScript,
  SERVER_RENDERED_ATTRIBUTE,
  SHELL_ROOT_ID,
} from 'mf-shared/protocol';
import { createHash } from 'node:crypto';
import type { AreaName, BootPayload, HeadData } from 'mf-shared/protocol';
import type { LoadedBuild } from './builds';
import { LOADER_PATH } from './loader';

const SITE_NAME = 'Fusion Energy Directory';
const DEFAULT_DESCRIPTION =
  'The public directory of the fusion energy industry: fusion developers, their supply chain, machines and projects, funding, jobs and news.';
/** Generated card image for pages without one of their own. */
const DEFAULT_CARD_IMAGE = '/og-card.svg';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function pageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
}

/** The singletons the shell provides and the page runs before hydrating. */
const CONTRACT_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'zustand',
  '@tanstack/react-query',
  'mf-shared',
];

/** Every script the page runs before it is interactive, in the order they are needed. */
export function criticalScripts(shell: LoadedBuild<unknown>, area: LoadedBuild<unknown> | null, areaChunks: string[]): string[] {
  const urls: string[] = [];
  const add = (build: LoadedBuild<unknown>, files: readonly string[]) => {
    for (const file of files) if (file.endsWith('.js') && !build.duplicateFiles.has(file)) urls.push(`${build.base}${file}`);
  };
  add(shell, shell.ssr.initial);
  add(shell, shell.ssr.chunkGroups.bootstrap ?? []);
  for (const entry of shell.federation.shared) if (CONTRACT_SINGLETONS.includes(entry.name)) add(shell, entry.assets.js.sync);
  if (area) {
    add(area, area.ssr.initial);
    add(area, area.federation.exposes.find((expose) => expose.name === 'spa')?.assets.js.sync ?? []);
    for (const chunk of areaChunks) add(area, area.ssr.chunkGroups[chunk] ?? []);
  }
  return [...new Set(urls)];
}

/**
 * The stylesheets of the first paint, in cascade order: the shell's (tokens, chrome), then the
 * area's exposed module and the route's page — not the other pages' styles.
 */
function criticalStyles(
  shell: LoadedBuild<unknown>,
  area: LoadedBuild<unknown> | null,
  areaChunks: string[],
): { href: string; text: string }[] {
  const styles: { href: string; text: string }[] = [];
  const seen = new Set<string>();
  const add = (build: LoadedBuild<unknown>, files: readonly string[]) => {
    for (const file of files) {
      const text = build.stylesheets.get(file);
      if (!file.endsWith('.css') || text === undefined || seen.has(`${build.base}${file}`)) continue;
      seen.add(`${build.base}${file}`);
      styles.push({ href: `${build.base}${file}`, text });
    }
  };
  add(shell, shell.ssr.initial);
  add(shell, shell.ssr.chunkGroups.bootstrap ?? []);
  if (area) {
    add(area, area.ssr.initial);
    add(area, area.federation.exposes.find((expose) => expose.name === 'spa')?.assets.css.sync ?? []);
    for (const chunk of areaChunks) add(area, area.ssr.chunkGroups[chunk] ?? []);
  }
  return styles;
}

export interface DocumentParts {
  origin: string;
  pathname: string;
  head: HeadData;
  shellHeadHtml: string;
  shellHtml: string;
  shell: LoadedBuild<unknown>;
  area: { name: AreaName; build: LoadedBuild<unknown>; html: string; state: unknown; chunks: string[] } | null;
  boot: BootPayload;
}

function headTags({ origin, pathname, head }: Pick<DocumentParts, 'origin' | 'pathname' | 'head'>): string {
  const title = pageTitle(head.title);
  const description = head.description?.trim() || DEFAULT_DESCRIPTION;
  const canonical = `${origin}${head.canonicalPath ?? pathname}`;
  const image = head.image ? new URL(head.image, origin).href : `${origin}${DEFAULT_CARD_IMAGE}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title?.trim() || SITE_NAME)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    head.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary' : 'summary_large_image'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title?.trim() || SITE_NAME)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ...(head.alternates ?? []).map(
      (feed) => `<link rel="alternate" type="${escapeHtml(feed.type)}" href="${escapeHtml(feed.href)}" title="${escapeHtml(feed.title)}">`,
    ),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n');
}

const styleHashes = new Map<string, string>();

/** The CSP source that allows one inlined stylesheet: 'sha256-…' of its text (memoized: builds are immutable). */
function styleHashOf(text: string): string {
  let hash = styleHashes.get(text);
  if (!hash) {
    hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    styleHashes.set(text, hash);
  }
  return hash;
}

/**
 * The document around its boot payload: `before` + jsonForScript(boot) + `after`. The boot
 * payload is the only per-visitor part (the session and its CSRF token), so the page cache
 * keeps `before` and `after` (and their compressed bytes) and writes the boot block per response.
 * Inlined styles are allowed by their hashes (`styleSources`), not a per-response nonce, so
 * the cached bytes need no substitution.
 */
export function renderDocumentParts(parts: Omit<DocumentParts, 'boot'>): DocumentPieces {
  const { shell, area, origin } = parts;
  const scripts = criticalScripts(shell, area?.build ?? null, area?.chunks ?? []);
  const inlined = criticalStyles(shell, area?.build ?? null, area?.chunks ?? []);
  // `data-href` (absolute, as webpack computes it) tells mini-css-extract the sheet is already
  // on the page, so loading the area's code does not fetch it again.
  const styles = inlined.map((style) => `<style data-href="${escapeHtml(`${origin}${style.href}`)}">${style.text}</style>`).join('\n');
  const slot = area ? `<div id="${areaContainerId(area.name)}" ${SERVER_RENDERED_ATTRIBUTE}="">${area.html}</div>` : '';
  const shellHtml = parts.shellHtml.replace(AREA_SLOT_MARKER, () => slot);
  const opening = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#12233d">
${headTags(parts)}
${parts.shellHeadHtml}
${styles}
</head>
<body>
<div id="${SHELL_ROOT_ID}">`;
  const bootOpen = `</div>
<script type="application/json" id="${BOOT_ELEMENT_ID}">`;
  const after = `</script>
${area ? `<script type="application/json" id="${areaStateElementId(area.name)}">${jsonForScript(area.state)}</script>` : ''}
<script defer src="${LOADER_PATH}" data-scripts="${escapeHtml(JSON.stringify(scripts))}"></script>
</body>
</html>
`;
  return {
    before: `${opening}${shellHtml}${bootOpen}`,
    after,
    styleSources: [...new Set(inlined.map((style) => styleHashOf(style.text)))],
    opening,
    slot,
    bootOpen,
  };
}

/**
 * A document in the pieces it is put together from: `before` is opening + the shell's HTML
 * (with `slot` at its marker) + bootOpen. A signed-in visitor's page of a cached public render
 * reuses opening, slot and after, around its own chrome (pages.ts).
 */
export interface DocumentPieces {
  before: string;
  after: string;
  /** CSP sources of the inlined styles. */
  styleSources: string[];
  opening: string;
  slot: string;
  bootOpen: string;
}

/** The shell's HTML before and after its area slot, or null when it has no slot. */
export function shellAroundSlot(shellHtml: string): [string, string] | null {
  const at = shellHtml.indexOf(AREA_SLOT_MARKER);
  return at < 0 ? null : [shellHtml.slice(0, at), shellHtml.slice(at + AREA_SLOT_MARKER.length)];
}

/**
 * The boot JSON around its session: `beforeSession` + jsonForScript(session) + `afterSession`
 * is jsonForScript(boot). The rest of the boot payload is the same for every visitor of a
 * cached page, so only the session (its CSRF token) is written and compressed per response.
 */
export function bootAroundSession(boot: Omit<BootPayload, 'session'>): { beforeSession: string; afterSession: string } {
  const head = jsonForScript({ registry: boot.registry, routes: boot.routes });
  const tail = jsonForScript({
    serverDetails: boot.serverDetails,
    renderedArea: boot.renderedArea,
    ...(boot.origin ? { origin: boot.origin } : {}),
    ...(boot.areaRenderedSignedOut ? { areaRenderedSignedOut: true } : {}),
  });
  return { beforeSession: `${head.slice(0, -1)},"session":`, afterSession: `,${tail.slice(1)}` };
}

/** The whole document, put together as the server sends it (the boot JSON around its session). */
export function renderDocument(parts: DocumentParts): string {
  const { before, after } = renderDocumentParts(parts);
  const { session, ...rest } = parts.boot;
  const { beforeSession, afterSession } = bootAroundSession(rest);
  return `${before}${beforeSession}${jsonForScript(session)}${afterSession}${after}`;
}
