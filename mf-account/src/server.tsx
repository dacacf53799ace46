// dist/server/render.js: the account area's server render, called by deploy/ for its pages.
// A page whose rule depends on its data (edit screens, the review queue, the admin) throws a
// redirect from its loader (mf-shared/area): such a render becomes a 302.
import { createAreaServer } from 'mf-shared/area/server';
import { accountArea } from './app/definition';

export const { render, areaName, routePatterns, routeChunks, routes } = createAreaServer(accountArea);
