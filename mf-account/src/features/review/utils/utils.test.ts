import { readablePath, readableTime, readableValue } from '../../../lib/diff';
import { EMPTY_QUEUE_FILTERS, queueFiltersFromSearch, queueSearch } from './queueFilters';

it('shows changes as a reader reads them', () => {
  expect(readablePath('founders[id=12].title')).toBe('founders › #12 › title');
  expect(readablePath('supply_chain[id=-1]')).toBe('supply chain › #-1');
  expect(readableValue(null)).toBe('(none)');
  expect(readableValue('')).toBe('(none)');
  expect(readableValue(2018)).toBe('2018');
  expect(readableValue({ name: 'Bank' })).toBe('{"name":"Bank"}');
  expect(readableTime('2026-01-04T15:42:10.000Z')).toBe('2026-01-04 15:42 UTC');
});

describe('the queue filters in the URL', () => {
  it('reads known values only and writes the non-default ones back in a fixed order', () => {
    const filters = queueFiltersFromSearch(
      new URLSearchParams('page=3&sort=requested_at&email=%20ada@example.com%20&q=helion&kind=claim&x=1'),
    );
    expect(filters).toEqual({ kind: 'claim', q: 'helion', email: 'ada@example.com', sort: 'requested_at', page: 3 });
    expect(queueSearch(filters)).toBe('?kind=claim&q=helion&email=ada%40example.com&sort=requested_at&page=3');
    expect(queueFiltersFromSearch(new URLSearchParams('kind=user&sort=name&page=-2'))).toEqual(EMPTY_QUEUE_FILTERS);
    expect(queueSearch(EMPTY_QUEUE_FILTERS)).toBe('');
  });
});
