import { ALL_TAB, selectedTabFromHash, selectionFromHash, slugFromHash } from './tabHash';

const TABS = [
  { tag: 'All', encoded_url: 'all', count: 3 },
  { tag: 'Fusion Machine Developers', encoded_url: 'fusion-machine-developers', count: 2 },
  { tag: 'Funders', encoded_url: 'funders', count: 1 },
];

describe('slugFromHash', () => {
  it('reads a kebab-case slug, with or without the #', () => {
    expect(slugFromHash('#fusion-machine-developers')).toBe('fusion-machine-developers');
    expect(slugFromHash('#engineering')).toBe('engineering');
    expect(slugFromHash('funders')).toBe('funders');
  });

  it('ignores anything else', () => {
    expect(slugFromHash('')).toBeNull();
    expect(slugFromHash('#<script>')).toBeNull();
    expect(slugFromHash('#Bad Tab')).toBeNull();
    expect(slugFromHash('#%E0%A4%A')).toBeNull();
  });
});

describe('selectedTabFromHash', () => {
  it('selects a known tab and falls back to "all" otherwise', () => {
    expect(ALL_TAB).toBe('all');
    expect(selectedTabFromHash('#funders', TABS)).toBe('funders');
    expect(selectedTabFromHash('#no-such-tab', TABS)).toBe('all');
    expect(selectedTabFromHash('', TABS)).toBe('all');
    expect(selectedTabFromHash('#Bad Tab', TABS)).toBe('all');
  });

  it('trusts a well-formed slug until the tabs have loaded', () => {
    expect(selectedTabFromHash('#funders', undefined)).toBe('funders');
    expect(selectedTabFromHash('#nope', undefined)).toBe('nope');
    expect(selectedTabFromHash('', undefined)).toBe('all');
  });
});

describe('selectionFromHash', () => {
  const aliases = new Map([['magnet-suppliers', 'magnets']]);

  it('uses the given fallback and ids', () => {
    expect(selectionFromHash('#tokamak', ['all-concepts', 'tokamak'], 'all-concepts')).toBe('tokamak');
    expect(selectionFromHash('#stellarator', ['all-concepts', 'tokamak'], 'all-concepts')).toBe('all-concepts');
    expect(selectionFromHash('#<x>', undefined, 'all-concepts')).toBe('all-concepts');
  });

  it('maps an alias to its id, before and after the ids are known', () => {
    expect(selectionFromHash('#magnet-suppliers', ['all', 'magnets'], 'all', aliases)).toBe('magnets');
    expect(selectionFromHash('#magnet-suppliers', undefined, 'all', aliases)).toBe('magnets');
    expect(selectionFromHash('#magnets', ['all', 'magnets'], 'all', aliases)).toBe('magnets');
  });
});
