import { redirect, type RouteContext } from 'mf-shared/area';

/**
 * /article and /article/{slug} are old addresses (docs/product/content.md §3): the server answers
 * them with a 301 before any area renders; a client-side link to one is sent on by this loader.
 */
export function load({ params }: RouteContext): never {
  throw redirect(params.slug ? `/articles/${encodeURIComponent(params.slug)}` : '/articles', 301);
}

export default function LegacyArticleRedirect() {
  return null;
}
