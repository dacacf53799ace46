// Country name, flag emoji and flag URL from an ISO 3166-1 alpha-2 code.
import * as flags from 'country-flag-icons/string/3x2';

const FLAG_SVGS = flags as unknown as Record<string, string>;
const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Codes the flag set has that are not countries: the European Union, a test locale
 * (Pseudo-Accents) and codes reserved for parts of other countries (Ascension Island, the Canary
 * Islands, Tristan da Cunha). Kosovo (XK) stays: it is used as a country code.
 */
const NOT_COUNTRY_CODES: ReadonlySet<string> = new Set(['AC', 'EU', 'IC', 'TA', 'XA']);

/** Accepts only countries we have a flag for, upper-cased: 'us' → 'US'. */
export function normalizeCountryCode(code: string | null | undefined): string | null {
  if (!code) return null;
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) && !NOT_COUNTRY_CODES.has(upper) && typeof FLAG_SVGS[upper] === 'string' ? upper : null;
}

export function countryName(code: string): string {
  return displayNames.of(code) ?? code;
}

/** 'US' → '🇺🇸' (two regional indicator symbols). */
export function flagEmoji(code: string | null): string | null {
  if (!code) return null;
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export function flagUrl(code: string | null): string | null {
  return code ? `/api/flags/${code.toLowerCase()}.svg` : null;
}

export function flagSvg(code: string): string | null {
  const upper = normalizeCountryCode(code);
  return upper ? FLAG_SVGS[upper]! : null;
}
