import { SUPPLY_CHAIN, SUPPLY_CHAIN_TABS } from '../../../test-utils/directoryFixtures';
import { countAffiliates, filterSupplyChain, noResultsText, supplyChainTabs, tabAliases } from './filter';

const names = (tree: ReturnType<typeof filterSupplyChain>) =>
  tree.map((category) => [category.name, category.sub_categories.map((sub) => [sub.name, sub.organizations.map((o) => o.display_name)])]);

describe('supply chain tabs (docs/product/directory.md §6)', () => {
  it('first the first entry of the category list, then Affiliates, then the remaining categories, each with a count', () => {
    expect(supplyChainTabs(SUPPLY_CHAIN_TABS, SUPPLY_CHAIN)).toEqual([
      { id: 'all', label: 'All', count: 4 },
      { id: 'affiliates', label: 'Affiliates', count: 1 },
      { id: 'magnets', label: 'Magnets', count: 3 },
      { id: 'heating-current-drive', label: 'Heating & Current Drive', count: 1 },
      { id: 'vacuum-systems', label: 'Vacuum Systems', count: 1 },
    ]);
  });

  it('counts an affiliate once however many sub-categories list it', () => {
    expect(countAffiliates(SUPPLY_CHAIN)).toBe(1);
  });

  it('keys every category by its kebab-case name, known to the tree or not', () => {
    expect(
      supplyChainTabs(
        [
          { tag: 'All', count: 0 },
          { tag: 'Fuel Cycle & Testing', count: 2 },
        ],
        [],
      )[2],
    ).toEqual({
      id: 'fuel-cycle-testing',
      label: 'Fuel Cycle & Testing',
      count: 2,
    });
  });

  it("maps a category's slug, where it differs, to its kebab-case name (links carry the slug)", () => {
    expect([...tabAliases(SUPPLY_CHAIN)]).toEqual([['heating-and-current-drive', 'heating-current-drive']]);
  });
});

describe('filterSupplyChain', () => {
  it('All shows every category and sub-category (empty ones too)', () => {
    expect(filterSupplyChain(SUPPLY_CHAIN, 'all', '')).toEqual(SUPPLY_CHAIN);
  });

  it('a category tab keeps that category only', () => {
    expect(names(filterSupplyChain(SUPPLY_CHAIN, 'heating-and-current-drive', ''))).toEqual([
      ['Heating & Current Drive', [['Gyrotrons', ['Thales']]]],
    ]);
  });

  it('Affiliates keeps affiliate organizations only, and drops what is left empty', () => {
    expect(names(filterSupplyChain(SUPPLY_CHAIN, 'affiliates', ''))).toEqual([
      ['Magnets', [['HTS Tape', ['Tokamak Components']]]],
      ['Vacuum Systems', [['Vacuum Pumps', ['Tokamak Components']]]],
    ]);
  });

  it('the search matches organizations, sub-categories and categories, case and accents aside', () => {
    expect(names(filterSupplyChain(SUPPLY_CHAIN, 'all', 'faraday'))).toEqual([['Magnets', [['HTS Tape', ['Faraday Factory Japan']]]]]);
    expect(names(filterSupplyChain(SUPPLY_CHAIN, 'all', 'GYRO'))).toEqual([['Heating & Current Drive', [['Gyrotrons', ['Thales']]]]]);
    expect(names(filterSupplyChain(SUPPLY_CHAIN, 'all', 'magnéts'))).toEqual([
      [
        'Magnets',
        [
          ['HTS Tape', ['Tokamak Components', 'Faraday Factory Japan']],
          ['Superconducting Magnet Systems', ['Commonwealth Fusion Systems']],
        ],
      ],
    ]);
    expect(names(filterSupplyChain(SUPPLY_CHAIN, 'affiliates', 'pumps'))).toEqual([
      ['Vacuum Systems', [['Vacuum Pumps', ['Tokamak Components']]]],
    ]);
    expect(filterSupplyChain(SUPPLY_CHAIN, 'magnets', 'thales')).toEqual([]);
  });

  it("says 'No results found for {filter}.' with the search text, or the tab's name", () => {
    expect(noResultsText('  xyz ', 'All')).toBe('No results found for xyz.');
    expect(noResultsText('', 'Affiliates')).toBe('No results found for Affiliates.');
  });
});
