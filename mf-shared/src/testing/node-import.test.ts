/** @jest-environment node */
// mf-shared must load without a DOM (node-side tests import its types and helpers).
import * as shared from '../index';

it('imports without a DOM', () => {
  expect(shared.areaForPath('/jobs')).toBe('content');
  expect(shared.formatMoney(425_000_000)).toBe('$425M');
});
