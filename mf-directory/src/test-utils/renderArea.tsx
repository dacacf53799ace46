import { render } from '@testing-library/react';
import { createArea } from 'mf-shared/area';
import { directoryArea } from '../app/definition';

const { Root } = createArea(directoryArea);

/** Renders the whole area at `url` (its BrowserRouter reads jsdom's real location). */
export function renderAreaAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<Root />);
}

/** What the API client rejects with on an HTTP error status (only the part our code reads). */
export function httpError(status: number): Error & { status: number } {
  return Object.assign(new Error(`Request failed with status code ${status}`), { status });
}
