import { renderHook } from '@testing-library/react';
import { useOrganizationSort } from '../hooks/useOrganizationSort';
import { isSortOfferedOnTab, parseSortForTab, sortAfterTabChange, sortOptionsForTab } from './sortRules';

const ALL_TABS = [
  'all',
  'fusion-machine-developers',
  'technology-developers',
  'supply-chain',
  'funders',
  'research-organizations',
  'government',
  'ngos',
  'specialized-applications',
];

describe('sortOptionsForTab', () => {
  it.each(['technology-developers', 'fusion-machine-developers'])('offers Name, Country and Total funding on %s', (tab) => {
    expect(sortOptionsForTab(tab)).toEqual([
      { value: 'display_name', label: 'Name' },
      { value: 'country', label: 'Country' },
      { value: '-total_funding', label: 'Total funding' },
    ]);
  });

  it.each(ALL_TABS.filter((tab) => !['technology-developers', 'fusion-machine-developers'].includes(tab)))(
    'offers only Name and Country on %s',
    (tab) => {
      expect(sortOptionsForTab(tab).map((option) => option.value)).toEqual(['display_name', 'country']);
    },
  );

  it('sorts name and country ascending and total funding descending', () => {
    const values = sortOptionsForTab('fusion-machine-developers').map((option) => option.value);
    expect(values.filter((value) => value.startsWith('-'))).toEqual(['-total_funding']);
  });
});

describe('sortAfterTabChange', () => {
  it('starts a list sorted by name ascending, on every tab', () => {
    for (const tab of ['all', 'funders', 'fusion-machine-developers']) {
      const { result } = renderHook(() => useOrganizationSort(tab));
      expect(result.current.sort).toBe('display_name');
    }
  });

  it.each(['research-organizations', 'funders', 'ngos'])('resets country to name when switching to %s', (tab) => {
    expect(sortAfterTabChange('country', tab)).toBe('display_name');
  });

  it.each(['research-organizations', 'funders', 'ngos'])('resets total funding to name when switching to %s', (tab) => {
    expect(sortAfterTabChange('-total_funding', tab)).toBe('display_name');
  });

  it.each(['all', 'supply-chain', 'government', 'specialized-applications', 'technology-developers'])(
    'keeps country when switching to %s',
    (tab) => {
      expect(sortAfterTabChange('country', tab)).toBe('country');
    },
  );

  it('keeps total funding between the two developer tabs', () => {
    expect(sortAfterTabChange('-total_funding', 'technology-developers')).toBe('-total_funding');
    expect(sortAfterTabChange('-total_funding', 'fusion-machine-developers')).toBe('-total_funding');
  });

  it.each(['all', 'supply-chain', 'government', 'specialized-applications'])(
    'resets total funding to name on %s, which does not offer it',
    (tab) => {
      expect(sortAfterTabChange('-total_funding', tab)).toBe('display_name');
    },
  );
});

describe('isSortOfferedOnTab / parseSortForTab', () => {
  it('knows which sorts a tab offers', () => {
    expect(isSortOfferedOnTab('-total_funding', 'all')).toBe(false);
    expect(isSortOfferedOnTab('-total_funding', 'technology-developers')).toBe(true);
    expect(isSortOfferedOnTab('country', 'funders')).toBe(true);
  });

  it('accepts only offered values from the dropdown', () => {
    expect(parseSortForTab('country', 'all')).toBe('country');
    expect(parseSortForTab('-total_funding', 'fusion-machine-developers')).toBe('-total_funding');
    expect(parseSortForTab('-total_funding', 'all')).toBe('display_name');
    expect(parseSortForTab('; drop table', 'all')).toBe('display_name');
  });
});
