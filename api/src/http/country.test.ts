import { countryName, normalizeCountryCode } from './country';

describe('normalizeCountryCode', () => {
  it('accepts countries, upper-cased', () => {
    expect(normalizeCountryCode(' us ')).toBe('US');
    expect(normalizeCountryCode('br')).toBe('BR');
    expect(normalizeCountryCode('XK')).toBe('XK');
  });

  it.each(['EU', 'XA', 'AC', 'IC', 'TA'])('refuses %s: a flag exists, but it names no country', (code) => {
    expect(normalizeCountryCode(code)).toBeNull();
  });

  it('refuses what is not a two-letter code we have a flag for', () => {
    expect(normalizeCountryCode('ZZ')).toBeNull();
    expect(normalizeCountryCode('USA')).toBeNull();
    expect(normalizeCountryCode('')).toBeNull();
  });

  it('names countries in English', () => {
    expect(countryName('BR')).toBe('Brazil');
  });
});
