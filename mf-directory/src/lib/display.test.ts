import { displayHost, formatPlace, mailtoUrl, safeExternalUrl, safeInternalPath } from './display';

describe('display helpers', () => {
  it('joins the known parts of a place', () => {
    expect(formatPlace({ city: 'Cambridge', region: 'Massachusetts', country: 'United States' })).toBe(
      'Cambridge, Massachusetts, United States',
    );
    expect(formatPlace({ city: null, region: ' ', country: 'France' })).toBe('France');
    expect(formatPlace({})).toBe('');
  });

  it('keeps only http(s) external links', () => {
    expect(safeExternalUrl('https://cfs.energy')).toBe('https://cfs.energy/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
    expect(displayHost('https://www.cfs.energy/')).toBe('www.cfs.energy');
    expect(displayHost('https://cfs.energy/about')).toBe('cfs.energy/about');
  });

  it('builds mailto links only for well-formed addresses', () => {
    expect(mailtoUrl('sales@cfs.energy')).toBe('mailto:sales@cfs.energy');
    expect(mailtoUrl('not an email')).toBeNull();
    expect(mailtoUrl(null)).toBeNull();
  });

  it('accepts only site-internal paths', () => {
    expect(safeInternalPath('/supply-chain#magnets')).toBe('/supply-chain#magnets');
    expect(safeInternalPath('//evil.example')).toBeNull();
    expect(safeInternalPath('/\\evil.example')).toBeNull();
    expect(safeInternalPath('/.//evil.example')).toBeNull();
    expect(safeInternalPath('https://evil.example')).toBeNull();
  });
});
