// dist/server/render.js: the directory's server render, called by deploy/ for its pages.
import { createAreaServer } from 'mf-shared/area/server';
import { directoryArea } from './app/definition';

export const { render, areaName, routePatterns, routeChunks, routes } = createAreaServer(directoryArea);
