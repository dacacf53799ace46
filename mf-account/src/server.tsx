// dist/server/render.js: the account area's server render, called by deploy/ for its pages.
import { createAreaServer } from 'mf-shared/area/server';
import { accountArea } from './app/definition';

export const { render, areaName, routePatterns, routeChunks } = createAreaServer(accountArea);
