// dist/server/render.js: the account area's server render, called by deploy/ for its pages.
// Pages whose rule depends on their data (edit screens, the review queue) record a redirect in
// their `load` (redirectAfterLoad, mf-shared/area): such a render becomes a 302.
import { createAreaServer } from 'mf-shared/area/server';
import { accountArea } from './app/definition';

export const { render, areaName, routePatterns, routeChunks, routes } = createAreaServer(accountArea);
