import { countText, organizationFilterOf } from './filters';

describe('countText', () => {
  it.each([0, 1, 2, 30])("reads 'Displaying %i jobs' exactly as docs/product/content.md §5 gives it", (count) => {
    expect(countText(count)).toBe(`Displaying ${count} jobs`);
  });
});

describe('organizationFilterOf', () => {
  it('takes a slug from ?organization= and ignores anything else', () => {
    expect(organizationFilterOf('?organization=commonwealth-fusion-systems')).toBe('commonwealth-fusion-systems');
    expect(organizationFilterOf('?organization=Bad Slug')).toBe('');
    expect(organizationFilterOf('')).toBe('');
  });
});
