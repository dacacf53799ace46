// The account area's server render as deploy/ calls it, and the browser's hydration of its HTML
// (mf-shared/testing), for the *.ssr tests.
import { hydrateServerHtml, type HydrationOptions } from 'mf-shared/testing';

export { isHydrated, serverRequest } from 'mf-shared/testing';

/** hydrateServerHtml for the account area. */
export function hydrateAccountHtml(
  options: Omit<HydrationOptions, 'area' | 'loadDefinition'>,
  inspect?: Parameters<typeof hydrateServerHtml>[1],
): ReturnType<typeof hydrateServerHtml> {
  return hydrateServerHtml({ area: 'account', loadDefinition: () => require('../app/definition').accountArea, ...options }, inspect);
}
