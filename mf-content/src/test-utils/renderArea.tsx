import { render } from '@testing-library/react';
import { ApiError, getJson, withQuery, type QueryParams } from 'mf-shared';
import { createArea } from 'mf-shared/area';
import { contentArea } from '../app/definition';
import { answer, type FakeData } from './fixtures';

const { Root } = createArea(contentArea);

/** Renders the whole area at `url` (its BrowserRouter reads jsdom's real location). */
export function renderAreaAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<Root />);
}

/**
 * Makes the mocked getJson answer from the fixtures (jest.mock('mf-shared') in the test file).
 * Returns the list of URLs asked, with their queries.
 */
export function answerFromFixtures(data: FakeData = {}): string[] {
  const calls: string[] = [];
  (getJson as jest.MockedFunction<typeof getJson>).mockImplementation(async (url: string, params?: QueryParams) => {
    const path = withQuery(url, params);
    calls.push(path);
    const { status, body } = answer(path, data);
    if (status >= 400) throw new ApiError('Request failed', status, body);
    return body as never;
  });
  return calls;
}
