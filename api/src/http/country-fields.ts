import { flagEmoji, flagUrl } from './country';

/** A row as selected: the country code instead of the two derived flag fields. */
export type WithCountryCode<T> = Omit<T, 'country_flag_emoji' | 'country_flag_url'> & { country_code: string | null };

/** { country_code, ...rest } row → rest + country_flag_emoji/country_flag_url. */
export function withCountry<T extends { country_code: string | null }>(row: T) {
  const { country_code, ...rest } = row;
  return { ...rest, country_flag_emoji: flagEmoji(country_code), country_flag_url: flagUrl(country_code) };
}
