// dist/server/render.js: the account area's server render, called by deploy/ for its pages.
// Pages whose rule depends on their data (edit screens, the review queue) record a redirect in
// their `load` (app/loadedRedirect.ts): such a render becomes a 302.
import type { AreaRenderRequest, AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { accountArea } from './app/definition';
import { loadedRedirect } from './app/loadedRedirect';

const server = createAreaServer(accountArea);

export const { areaName, routePatterns, routeChunks } = server;

export async function render(request: AreaRenderRequest): Promise<AreaRenderResult> {
  const result = await server.render(request);
  const redirect = result.status === 200 ? loadedRedirect(result.state) : null;
  return redirect ? { status: 302, redirect, html: '', head: {}, state: null, chunks: [] } : result;
}
