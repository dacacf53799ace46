// docs/product/shell.md §7: the favicon is tinted by environment. /api/server-details says
// which colour this deployment uses (white on localhost, grey on staging, blue
// or green for the two production slots); the icon is drawn as an SVG data URL.
import { getJson, type ServerDetails } from 'mf-shared';

const SERVER_DETAILS_URL = '/api/server-details';

// The favicon is outside the page, so page tokens (CSS variables) cannot reach it:
// these are the icon's own fills.
const ENVIRONMENT_FILLS: Record<string, string> = {
  white: '#ffffff',
  grey: '#8a94a3',
  gray: '#8a94a3',
  blue: '#2563eb',
  green: '#16a34a',
};
const OUTLINE = '#12233d';
const CSS_HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The fill for a server colour: a known name or a hex colour; anything else falls back to white. */
export function faviconFill(color: string | null | undefined): string {
  const value = (color ?? '').trim().toLowerCase();
  if (CSS_HEX_COLOUR.test(value)) return value;
  return ENVIRONMENT_FILLS[value] ?? ENVIRONMENT_FILLS.white!;
}

/** The site mark as an SVG data URL filled with `fill`. */
export function faviconDataUrl(fill: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<circle cx="16" cy="16" r="14" fill="${fill}" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<ellipse cx="16" cy="16" rx="11" ry="4.5" fill="none" stroke="${OUTLINE}" stroke-width="2" transform="rotate(-30 16 16)"/>` +
    `<circle cx="16" cy="16" r="3.5" fill="${OUTLINE}"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.type = 'image/svg+xml';
  link.href = href;
}

/** Fetches the server colour and applies the tinted favicon; failures are only logged. */
export async function applyEnvironmentFavicon(): Promise<void> {
  try {
    const details = await getJson<ServerDetails>(SERVER_DETAILS_URL);
    setFavicon(faviconDataUrl(faviconFill(details.color)));
  } catch (error) {
    console.error('Could not load the server details for the favicon', error);
  }
}
