// dist/server/render.js: the content area's server render, called by deploy/ for its pages.
import { createAreaServer } from 'mf-shared/area/server';
import { contentArea } from './app/definition';

export const { render, areaName, routePatterns, routeChunks, routes } = createAreaServer(contentArea);
