// The generic admin form's model, built from the meta's fields: the form's values (inputs hold
// strings; numbers are parsed by the schema), the yup schema of the field rules (required,
// max_length, min/max, url, email, integer, the options of a select), and the body sent to the
// API (only the changed fields on a PATCH).
import { array, boolean, mixed, number, object, string, type AnyObject, type AnySchema, type ObjectSchema } from 'yup';
import type { AdminField, AdminRecord } from '../api/types';

export type FormValues = Record<string, unknown>;

/** The API's field types are all editable (the meta's OpenAPI enum); a read-only field is shown, never sent. */
export const isEditable = (field: AdminField) => !field.read_only;

/** The fields the form sends (read-only ones are shown, never sent). */
const writableFields = (fields: AdminField[]) => fields.filter(isEditable);

const TEXT_TYPES = new Set(['text', 'textarea', 'markdown', 'url', 'email', 'image', 'date', 'date-precision', 'select']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An image field holds a web address or a path on this site (an upload answers /api/media/<name>), as the API accepts. */
export const IMAGE_ADDRESS = /^(https?:\/\/\S+|\/[^/\s]\S*)$/i;

export const MESSAGES = {
  required: (label: string) => `${label} is required.`,
  maxLength: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters.`,
  number: (label: string) => `${label} must be a number.`,
  integer: (label: string) => `${label} must be a whole number.`,
  min: (label: string, min: number) => `${label} must be at least ${min}.`,
  max: (label: string, max: number) => `${label} must be at most ${max}.`,
  url: 'Enter a full web address (https://…).',
  imageUrl: 'Enter the address of an image (https://… or /api/media/…), or upload a file.',
  email: 'Enter a valid email address.',
  date: 'Enter a date as YYYY-MM-DD.',
  option: (label: string) => `Choose one of the options for ${label}.`,
  atLeastOne: (label: string) => `Choose at least one option for ${label}.`,
};

function fieldSchema(field: AdminField): AnySchema {
  const { label } = field;
  if (!isEditable(field)) return mixed();
  switch (field.type) {
    case 'number':
    case 'integer': {
      let rule = number()
        .typeError(MESSAGES.number(label))
        // An empty input is no value, not 0.
        .transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value))
        .nullable();
      if (field.type === 'integer') rule = rule.integer(MESSAGES.integer(label));
      if (field.min !== undefined) rule = rule.min(field.min, MESSAGES.min(label, field.min));
      if (field.max !== undefined) rule = rule.max(field.max, MESSAGES.max(label, field.max));
      return field.required ? rule.required(MESSAGES.required(label)) : rule;
    }
    case 'boolean':
      return boolean().default(false);
    case 'multiselect':
    case 'relation-list': {
      const rule = array()
        .of(field.type === 'multiselect' ? string().defined() : mixed().defined())
        .default([]);
      return field.required ? rule.min(1, MESSAGES.atLeastOne(label)) : rule;
    }
    case 'relation': {
      const rule = mixed().nullable();
      return field.required
        ? rule.test('required', MESSAGES.required(label), (value) => value !== null && value !== undefined && value !== '')
        : rule;
    }
    default: {
      let rule = string().default('');
      if (field.type !== 'markdown') rule = rule.trim();
      if (field.max_length !== undefined) rule = rule.max(field.max_length, MESSAGES.maxLength(label, field.max_length));
      if (field.type === 'url') rule = rule.url(MESSAGES.url);
      if (field.type === 'image') rule = rule.matches(IMAGE_ADDRESS, { message: MESSAGES.imageUrl, excludeEmptyString: true });
      if (field.type === 'email') rule = rule.email(MESSAGES.email);
      if (field.type === 'date') rule = rule.matches(DATE, { message: MESSAGES.date, excludeEmptyString: true });
      if ((field.type === 'select' || field.type === 'date-precision') && field.options) {
        rule = rule.oneOf(['', ...field.options.map((option) => option.value)], MESSAGES.option(label));
      }
      return field.required ? rule.required(MESSAGES.required(label)) : rule;
    }
  }
}

export function buildSchema(fields: AdminField[]): ObjectSchema<AnyObject> {
  return object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

/** The record's values as the inputs hold them (a new record: every field empty). */
export function toFormValues(fields: AdminField[], record: AdminRecord | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record?.[field.name];
    if (field.type === 'boolean') values[field.name] = value === true;
    else if (field.type === 'multiselect' || field.type === 'relation-list') values[field.name] = Array.isArray(value) ? value : [];
    else if (field.type === 'relation') values[field.name] = value ?? null;
    else if (field.type === 'number' || field.type === 'integer')
      values[field.name] = value === null || value === undefined ? '' : String(value);
    else if (field.type === 'date' && typeof value === 'string') values[field.name] = value.slice(0, 10);
    else if (TEXT_TYPES.has(field.type)) values[field.name] = typeof value === 'string' ? value : '';
    // Types the form does not edit (a nested list) keep their value as it is.
    else values[field.name] = value ?? null;
  }
  return values;
}

/** The validated values as the API takes them: empty inputs are null. */
export function toBody(fields: AdminField[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of writableFields(fields)) {
    const value = values[field.name];
    body[field.name] = value === '' || value === undefined ? null : value;
  }
  return body;
}

/** The body of the values as the schema reads them (numbers parsed, text trimmed), without validating. */
export function castBody(fields: AdminField[], schema: ObjectSchema<AnyObject>, values: FormValues): Record<string, unknown> {
  return toBody(fields, schema.cast(values, { assert: false }) as FormValues);
}

/** The fields of `mine` that differ from what the form started from (a PATCH sends only these). */
export function changedFields(started: Record<string, unknown>, mine: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(mine).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(started[name])));
}
