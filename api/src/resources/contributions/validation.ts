// Input rules of the add and edit calls (docs/product/api.md §5), applied on the server whatever the
// client checked. Every failure is a 4xx `{ message, field }`: `field` names the offending
// input as a path into mainData ('founders[2].name'), so the edit screen can highlight it and
// scroll to it (docs/product/account.md §13 "A failure highlights the field and scrolls to it").
import { HttpError } from '../../http/errors';
import { isValidEmail } from '../accounts/queries';

export class FieldError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
    statusCode = 400,
  ) {
    super(statusCode, message);
  }
}

export const LIMITS = {
  name: 200,
  acronym: 50,
  shortText: 200,
  place: 100,
  url: 2000,
  description: 10_000,
  markdown: 20_000,
  suppliedDescription: 160,
  listItems: 100,
  projectImages: 20,
  authors: 50,
} as const;

const YEAR_RANGE = { min: 1800, max: 2200 } as const;

// The texts the spec names, verbatim, and ours.
export const EDIT_MESSAGES = {
  editSuccessful: 'edit successful',
  ok: 'OK',
  oneEntryPerSubcategory: 'Only one entry per subcategory',
  organizationNameRequired: 'Please provide the name of the organization.',
  projectNameRequired: 'Please provide the name of the project.',
  offeringCategoryRequired: 'Each supply chain offering needs a category.',
  suppliedNeedsProjectAndCategory: 'Each project supplied needs a project name and a category.',
  suppliedDescriptionTooLong: `The description of a project supplied must be at most ${LIMITS.suppliedDescription} characters.`,
  descriptionForAffiliates: 'Customized descriptions are for Affiliate members.',
  descriptionReadOnly: 'The directory description cannot be edited. Affiliate members can set their own description.',
  salesEmailForAffiliates: 'The sales email listing is for Affiliate members.',
  invalidEmail: 'Please enter a valid email address',
  years: `Years must be between ${YEAR_RANGE.min} and ${YEAR_RANGE.max}.`,
  mainDataRequired: 'mainData is required (the edited entity as JSON).',
  mainDataInvalid: 'mainData must be a JSON object.',
  versionRequired: 'Send the version you loaded (mainData.version or an If-Match header), so that no edit is lost.',
} as const;

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field, trimmed; absent/null → null; another type → 400. */
export function text(value: unknown, field: string, max: number, label = field): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') throw new FieldError(field, `${label} must be text.`);
  const trimmed = value.trim();
  // One line: no control characters (a line break in a name could forge an email header line).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw new FieldError(field, `${label} must be a single line of text.`);
  if (trimmed.length > max) throw new FieldError(field, `${label} must be at most ${max} characters.`);
  return trimmed === '' ? null : trimmed;
}

/** A required name, trimmed (docs/product/api.md §5: names are trimmed). */
export function requiredName(value: unknown, field: string, message: string, max: number = LIMITS.name): string {
  const name = text(value, field, max, 'The name');
  if (!name) throw new FieldError(field, message);
  return name;
}

/** Multi-line text: only trailing/leading blank space removed, line breaks kept. */
export function longText(value: unknown, field: string, max: number, label: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new FieldError(field, `${label} must be text.`);
  const trimmed = value.replace(/\r\n?/g, '\n').trim();
  if (trimmed.length > max) throw new FieldError(field, `${label} must be at most ${max} characters.`);
  return trimmed === '' ? null : trimmed;
}

const SCHEME_PREFIX = /^\s*(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * docs/product/api.md §5 "URLs": stored with an https:// prefix; any prefix the user entered is stripped
 * ('http://x.org', 'https://x.org', '//x.org' and 'x.org' all become 'https://x.org').
 */
export function httpsUrl(value: unknown, field: string, label: string): string | null {
  const raw = text(value, field, LIMITS.url, label);
  if (!raw) return null;
  let rest = raw;
  while (SCHEME_PREFIX.test(rest)) rest = rest.replace(SCHEME_PREFIX, '');
  rest = rest.trim();
  if (!rest) return null;
  const invalid = new FieldError(field, `Please enter a valid address for ${label}.`);
  if (/\s/.test(rest)) throw invalid;
  let url: URL;
  try {
    url = new URL(`https://${rest}`);
  } catch {
    throw invalid;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !/^[^.]+(\.[^.]+)+$/.test(url.hostname)) throw invalid;
  return `https://${rest}`;
}

/** A publication link: an http(s) URL; without a scheme, https:// is added. */
export function webUrl(value: unknown, field: string, label: string): string | null {
  const raw = text(value, field, LIMITS.url, label);
  if (!raw) return null;
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      if (!url.hostname.includes('.') || /\s/.test(raw)) throw new Error('host');
      return raw;
    } catch {
      throw new FieldError(field, `Please enter a valid address for ${label}.`);
    }
  }
  return httpsUrl(raw, field, label);
}

/**
 * docs/product/api.md §2/§5: years are integers or null; a value that does not parse is null. An integer
 * outside YEAR_RANGE is refused (it cannot be a year of this industry, and it would not fit).
 */
export function yearOrNull(value: unknown, field: string): number | null {
  let year: number | null = null;
  if (typeof value === 'number' && Number.isInteger(value)) year = value;
  else if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) year = Number.parseInt(value, 10);
  if (year === null) return null;
  if (year < YEAR_RANGE.min || year > YEAR_RANGE.max) throw new FieldError(field, EDIT_MESSAGES.years);
  return year;
}

export function optionalEmail(value: unknown, field: string): string | null {
  const email = text(value, field, 254, 'The email address');
  if (!email) return null;
  if (!isValidEmail(email)) throw new FieldError(field, EDIT_MESSAGES.invalidEmail);
  return email.toLowerCase();
}

/** An item id: a positive id of an existing row, or a negative temporary id of a new one (docs/product/api.md §2). */
export function itemId(value: unknown, field: string): number {
  const id = typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id === 0 || Math.abs(id) > 2_147_483_647) {
    throw new FieldError(field, 'Each item needs an id: its own, or a negative temporary id when it is new.');
  }
  return id;
}

/** A list field: absent → null (left as it is), else an array of objects of bounded length. */
export function list(value: unknown, field: string, max: number = LIMITS.listItems): Json[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw new FieldError(field, `${field} must be a list.`);
  if (value.length > max) throw new FieldError(field, `${field} can have at most ${max} entries.`);
  value.forEach((item, index) => {
    if (!isObject(item)) throw new FieldError(`${field}[${index}]`, `Each entry of ${field} must be an object.`);
  });
  return value as Json[];
}

/** No two items may claim the same existing id. */
export function assertDistinctIds(items: { id: number }[], field: string): void {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) throw new FieldError(`${field}[${index}].id`, `The id ${item.id} appears twice in ${field}.`);
    seen.add(item.id);
  });
}

/** An ASCII slug of at most `max` characters ('' when nothing is left). */
export function slugOf(name: string, max = 80): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}
