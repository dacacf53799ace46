import { fundingSearch, hasFilters, parseFundingFilters } from './filters';

describe('/funding filters in the URL', () => {
  it('reads type, years, concept and country', () => {
    expect(parseFundingFilters('?type=investment&from=2020&to=2024&concept=tokamak&country=us')).toEqual({
      type: 'investment',
      from: 2020,
      to: 2024,
      concept: 'tokamak',
      country: 'US',
    });
  });

  it('drops what the API would refuse, and turns a backwards range around', () => {
    expect(parseFundingFilters('?type=grant&from=20&to=abcd&concept=Not%20a%20slug&country=usa')).toEqual({});
    expect(parseFundingFilters('?from=1800&to=2200')).toEqual({});
    expect(parseFundingFilters('?from=2024&to=2019')).toEqual({ from: 2019, to: 2024 });
  });

  it('writes the same filters as the same query, keys in a fixed order', () => {
    expect(fundingSearch({ country: 'GB', type: 'non-dilutive', from: 2021 })).toBe('?type=non-dilutive&from=2021&country=GB');
    expect(fundingSearch({})).toBe('');
    expect(parseFundingFilters(fundingSearch({ to: 2023, concept: 'frc' }))).toEqual({ to: 2023, concept: 'frc' });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ to: 2023 })).toBe(true);
  });
});
