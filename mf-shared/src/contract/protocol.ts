// The composition protocol: what the one-origin server (deploy/), the shell and the areas
// agree on to put one page together (docs/architecture.md "Request path"). Plain constants
// and types, no dependencies, so the Node server imports it too (`mf-shared/protocol`).
// Changing anything here is a major version of the contract (additions: minor).
import type { AreaName } from './routing/areas';
import type { RouteOwnership } from './routing/ownership';
import type { ServerDetails, SessionData } from './types/entities';

export type { AreaName, RouteOwnership, ServerDetails, SessionData };
export { AREA_NAMES, isAreaName } from './routing/areas';
// The ownership rules the server (route table, release check) and the browser share.
export {
  comparePrecedence,
  findDuplicatePatterns,
  findRouteConflicts,
  matchPattern,
  ownerOfPath,
  patternProblem,
  routeForPath,
} from './routing/ownership';
export type { RouteConflict } from './routing/ownership';

/** The shell's root element: header, the main slot, footer. */
export const SHELL_ROOT_ID = 'shell-root';
/** The element inside the shell's main slot that holds the areas' containers. */
export const AREA_SLOT_ID = 'area-slot';
/** The shell renders this comment inside the slot; the server replaces it with the area's HTML. */
export const AREA_SLOT_MARKER = '<!--fusion:area-slot-->';
/** `<script type="application/json" id=…>` with the BootPayload. */
export const BOOT_ELEMENT_ID = 'fusion-boot';

/** Each area mounts into its own container inside the slot. */
export function areaContainerId(area: AreaName): string {
  return `area-${area}`;
}

/** `<script type="application/json" id=…>` with the area's dehydrated query cache. */
export function areaStateElementId(area: AreaName): string {
  return `fusion-area-state-${area}`;
}

/** Set on an area's container when its HTML came from the server: the area hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

export interface RegistryEntry {
  /** The remote's container script (remoteEntry.js) under its immutable version folder. */
  entry: string;
  version: string;
}

export type RemoteRegistry = Partial<Record<AreaName, RegistryEntry>>;

/**
 * One route of an area's release, as its build records it (routes.json beside mf-manifest.json,
 * generated from the area's definition). The served route table, robots.txt and sitemap.xml
 * are composed from these.
 */
export interface RouteMeta {
  pattern: string;
  /** Never indexed: the server marks the page noindex and the sitemap leaves it out. */
  noindex?: boolean;
  /**
   * In sitemap.xml: 'self' lists the path itself (a pattern without parameters); 'api' lists
   * the paths of the API's sitemap list (GET /api/v1/sitemap/) that the pattern matches.
   */
  sitemap?: 'self' | 'api';
  /** Signed-in visitors only (or staff only): robots.txt disallows it. */
  access?: 'signed-in' | 'staff';
  /**
   * The query parameters the page reads (sorted). The page cache keys a signed-out render on
   * them; a URL with any other parameter (but campaign tags) is rendered without the cache.
   * Since 1.5.0.
   */
  query?: string[];
  /**
   * The page's server HTML is the same for every visitor: what depends on the session (Follow,
   * Add, claim controls) renders after hydration. Signed-in visitors then get the cached
   * signed-out render of the area inside their own chrome (the boot payload's
   * `areaRenderedSignedOut`). Since 1.6.0.
   */
  sameForEveryone?: boolean;
}

/** routes.json: what an area's build answers. */
export interface AreaRoutesFile {
  name: AreaName;
  routes: RouteMeta[];
}

/** Where an area's build records its routes, beside mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** Inlined into every server-rendered page, so the browser starts without a round trip. */
export interface BootPayload {
  registry: RemoteRegistry;
  /** The route table of what is served (every area's current release); since 1.3.0. */
  routes: RouteOwnership[];
  session: SessionData;
  serverDetails: ServerDetails | null;
  /** The area the server rendered into the slot, or null (no area owns the path, or it fell back). */
  renderedArea: AreaName | null;
  /** The site's origin the server rendered with (share links, structured data), so hydration matches; since 1.4.0. */
  origin?: string;
  /**
   * The area's HTML is the cached render for nobody (RouteMeta.sameForEveryone): the area
   * hydrates as signed out, then renders the visitor's own parts. Since 1.6.0.
   */
  areaRenderedSignedOut?: boolean;
}

/** What a page needs in its <head>, computed by the area from the data it loaded. */
export interface HeadData {
  title?: string;
  description?: string;
  /** Path of the canonical URL (defaults to the request path without its query). */
  canonicalPath?: string;
  /** Absolute or site-relative image for Open Graph / Twitter cards. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'profile';
  /** JSON-LD objects, each rendered as its own <script type="application/ld+json">. */
  jsonLd?: object[];
  /** <link rel="alternate">: feeds announced on the page. */
  alternates?: { type: string; href: string; title: string }[];
  noindex?: boolean;
}

/** An API answer as the server's in-process transport returns it. */
export interface ServerFetchResult {
  status: number;
  body: unknown;
}

/** The input of an area's server entry (`render` exported by dist/server/render.js). */
export interface AreaRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** https://site.example: for canonical URLs and JSON-LD. */
  origin: string;
  session: SessionData;
  /** GET an /api/… path as the visitor (their cookies), in process. */
  fetchApi(path: string): Promise<ServerFetchResult>;
}

export interface AreaRenderResult {
  /** 200, 404 when the route's data says not found, 302 (or 301 for a permanent move) with `redirect`. */
  status: number;
  /** Set with status 302 or 301: where the route's loader sends the visitor (mf-shared/area redirect()). */
  redirect?: string;
  html: string;
  head: HeadData;
  /** Dehydrated query cache for the area's hydration. */
  state: unknown;
  /** Named chunk groups the page needs (ssr-manifest.json chunkGroups keys). */
  chunks: string[];
}

/** The shell's server entry: the chrome around the slot. */
export interface ShellRenderRequest {
  url: string;
  session: SessionData;
  serverDetails: ServerDetails | null;
  /** The area that owns the path (from the served route table), or null. */
  area: AreaName | null;
  /** True when the area's HTML is in the slot; false shows the loading state instead. */
  areaRendered: boolean;
}

export interface ShellRenderResult {
  /** The inner HTML of #shell-root, containing AREA_SLOT_MARKER. */
  html: string;
  /** Extra <head> HTML owned by the shell (the environment favicon). */
  headHtml: string;
}

/**
 * Serializes JSON for a `<script type="application/json">` block: `<` is escaped so no
 * string in the data can close the element (`</script>`) or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads a JSON block written by the server; null when absent or unreadable. */
export function readJsonElement<T>(id: string, doc: Document | undefined = globalThis.document): T | null {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(`#${id} is not valid JSON`, error);
    return null;
  }
}
