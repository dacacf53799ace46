import { render } from '@testing-library/react';
import { AreaRoot } from '../app/AreaRoot';

/** Renders the whole area at `url` (BrowserRouter reads jsdom's real location). */
export function renderAreaAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<AreaRoot />);
}

/** What axios rejects with on an HTTP error status (only the part our code reads). */
export function httpError(status: number): Error & { response: { status: number } } {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status } });
}
