import { flagEmoji, flagUrl } from './country';

/** A row as selected: the country code instead of the two derived flag fields. */
export type WithCountryCode<T> = Omit<T, 'country_flag_emoji' | 'country_flag_url'> & { country_code: string | null };

// The two flag fields per country code, computed once (lists map thousands of rows).
const flagFieldsByCode = new Map<string | null, { country_flag_emoji: string | null; country_flag_url: string | null }>();

function flagFields(code: string | null) {
  let fields = flagFieldsByCode.get(code);
  if (!fields) {
    fields = { country_flag_emoji: flagEmoji(code), country_flag_url: flagUrl(code) };
    flagFieldsByCode.set(code, fields);
  }
  return fields;
}

/** { country_code, ...rest } row → rest + country_flag_emoji/country_flag_url. */
export function withCountry<T extends { country_code: string | null }>(row: T) {
  // A plain copy loop: object rest/spread is several times slower on 10k-row lists.
  const result: Record<string, unknown> = {};
  for (const key in row) if (key !== 'country_code') result[key] = row[key];
  const flags = flagFields(row.country_code);
  result.country_flag_emoji = flags.country_flag_emoji;
  result.country_flag_url = flags.country_flag_url;
  return result as Omit<T, 'country_code'> & typeof flags;
}
