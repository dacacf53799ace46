import { render } from '@testing-library/react';
import { ApiError, setServedRoutes } from 'mf-shared';
import { createArea } from 'mf-shared/area';
import { directoryArea } from '../app/definition';

const { Root } = createArea(directoryArea);

/**
 * Renders the whole area at `url` (its BrowserRouter reads jsdom's real location), with this
 * area's routes as the served route table, as the shell registers it in the browser: a path the
 * area does not own (/not-found, another area's page) renders nothing, as on the site.
 */
export function renderAreaAt(url: string) {
  setServedRoutes(Object.keys(directoryArea.routes).map((pattern) => ({ area: directoryArea.name, pattern })));
  window.history.replaceState(null, '', url);
  return render(<Root />);
}

/** What the API client rejects with on an HTTP error status (only the part our code reads). */
export function httpError(status: number): Error & { status: number } {
  return Object.assign(new Error(`Request failed with status code ${status}`), { status });
}

/** Loads a route's page module before its tests (the first import is slow under load; findBy* waits 1 s). */
export function preloadPage(pattern: string): Promise<unknown> {
  const route = directoryArea.routes[pattern];
  if (!route) throw new Error(`no route ${pattern}`);
  return route.page.preload();
}

/** The API's 404 for an organization or a project not approved yet, as the client rejects with it. */
export function unapprovedError(message = 'Organization not found.'): ApiError {
  return new ApiError(message, 404, { message, reason: 'unapproved' });
}
