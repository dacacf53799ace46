import { TAG_TABS } from '../../../test-utils/fixtures';
import { selectedTabFromHash, slugFromHash } from './tabHash';

describe('tab hash', () => {
  it('reads a slug from the hash', () => {
    expect(slugFromHash('#fusion-machine-developers')).toBe('fusion-machine-developers');
    expect(slugFromHash('funders')).toBe('funders');
    expect(slugFromHash('')).toBeNull();
    expect(slugFromHash('#<script>')).toBeNull();
    expect(slugFromHash('#%E0%A4%A')).toBeNull();
  });

  it('selects a known tab and falls back to "all" otherwise', () => {
    expect(selectedTabFromHash('#funders', TAG_TABS)).toBe('funders');
    expect(selectedTabFromHash('#no-such-tab', TAG_TABS)).toBe('all');
    expect(selectedTabFromHash('', TAG_TABS)).toBe('all');
    expect(selectedTabFromHash('#Bad Tab', TAG_TABS)).toBe('all');
  });

  it('trusts a well-formed slug until the tabs have loaded', () => {
    expect(selectedTabFromHash('#funders', undefined)).toBe('funders');
    expect(selectedTabFromHash('', undefined)).toBe('all');
  });
});
