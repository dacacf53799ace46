import { COUNTRIES } from './countries';

describe('the country select (docs/product/account.md §12)', () => {
  it('offers countries only: not the EU, a test locale or parts of other countries', () => {
    const names = COUNTRIES.map((country) => country.name);
    for (const notACountry of ['European Union', 'Pseudo-Accents', 'Ascension Island', 'Canary Islands', 'Tristan da Cunha']) {
      expect(names).not.toContain(notACountry);
    }
    expect(COUNTRIES).toContainEqual({ code: 'BR', name: 'Brazil' });
    expect(COUNTRIES).toContainEqual({ code: 'PT', name: 'Portugal' });
  });

  it('has each code once, two upper-case letters', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
