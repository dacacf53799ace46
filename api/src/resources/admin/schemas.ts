// TypeBox schemas of the admin API (the contract in the issue-19 admin brief), built from the
// entity definitions: one body, record and list schema per entity, so OpenAPI describes each.
import { Type, type TSchema } from 'typebox';
import { CsrfFailedCode, MAX_PAGE, Nullable } from '../../http/schemas';
import { FIELD_TYPES, type EntityDef, type FieldDef } from './definition';

/** 400 { message, field }: the field names what to fix (absent when it is not one field). */
export const AdminError = Type.Object({ message: Type.String(), field: Type.Optional(Type.String()) });
export const AdminForbidden = Type.Object({ message: Type.String(), code: CsrfFailedCode });

const RelationId = Type.Integer({ minimum: 1, maximum: 2147483647 });

const staticOptions = (field: FieldDef) => (Array.isArray(field.options) ? (field.options as { value: string }[]) : null);

/** The JSON type of a field as a client sends it (constraints checked again, field by field, by the engine). */
function inputSchema(field: FieldDef): TSchema {
  switch (field.type) {
    case 'number':
      return Type.Number();
    case 'integer':
      return Type.Integer();
    case 'boolean':
      return Type.Boolean();
    case 'relation':
      return RelationId;
    case 'relation-list':
      return Type.Array(RelationId, { maxItems: 1000 });
    case 'multiselect':
      return Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 });
    case 'select':
    case 'date-precision': {
      const options = staticOptions(field);
      return options ? Type.Union(options.map((option) => Type.Literal(option.value))) : Type.String({ maxLength: 200 });
    }
    default:
      return Type.String({ maxLength: Math.max(field.maxLength ?? 0, 200) + 1000 });
  }
}

const described = (field: FieldDef, schema: TSchema) => ({ ...schema, description: field.help ?? field.label }) as TSchema;

/** POST/PATCH body: the writable fields, each optional (the engine says which are required), null clears. */
export function bodySchema(def: EntityDef, creating: boolean) {
  const properties: Record<string, TSchema> = {};
  for (const field of def.fields) {
    if (field.readOnly || (!creating && field.createOnly)) continue;
    properties[field.name] = Type.Optional(described(field, Nullable(inputSchema(field))));
  }
  // Unknown keys (id, version, title, …) are dropped, so a client may send back a record it read.
  return Type.Object(properties, { additionalProperties: false });
}

const Source = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  published_on: Nullable(Type.String()),
  verified_on: Nullable(Type.String()),
  checked: Type.String(),
  fact: Nullable(Type.String()),
});

const recordId = (def: EntityDef) => (def.key ? Type.String() : Type.Integer());

export function recordSchema(def: EntityDef) {
  const properties: Record<string, TSchema> = {
    id: recordId(def),
    version: Type.Number({ description: 'Send it back as If-Match to save.' }),
    deleted_at: Nullable(Type.String()),
    public_url: Nullable(Type.String()),
    title: Nullable(Type.String()),
  };
  for (const field of def.fields) properties[field.name] = described(field, Nullable(inputSchema(field)));
  if (def.sourcesOwner) properties.sources = Type.Array(Source);
  properties.relation_labels = Type.Optional(
    Type.Record(Type.String(), Type.Record(Type.String(), Type.String()), {
      description: 'The titles of the records the relations point to: { field: { id: title } }.',
    }),
  );
  return Type.Object(properties);
}

export function listRowSchema(def: EntityDef) {
  const properties: Record<string, TSchema> = {
    id: recordId(def),
    version: Type.Number(),
    deleted_at: Nullable(Type.String()),
    public_url: Nullable(Type.String()),
    title: Nullable(Type.String()),
  };
  for (const name of def.listColumns) {
    const field = def.fields.find((candidate) => candidate.name === name)!;
    // A relation column shows the related record's title.
    properties[name] = Nullable(field.type === 'relation' ? Type.String() : inputSchema(field));
  }
  return Type.Object(properties);
}

export function listQuerySchema(def: EntityDef) {
  const filters: Record<string, TSchema> = {};
  for (const filter of def.filters ?? []) filters[filter.name] = Type.Optional(Type.String({ maxLength: 200, description: filter.label }));
  return Type.Object({
    q: Type.Optional(Type.String({ maxLength: 200 })),
    sort: Type.Optional(Type.String({ maxLength: 100, description: `One of ${def.sortFields.join(', ')}; '-' first = descending.` })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    deleted: Type.Optional(Type.Union([Type.Literal('exclude'), Type.Literal('only'), Type.Literal('include')])),
    ...filters,
  });
}

export const LookupQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const idParams = (def: EntityDef) =>
  Type.Object({ id: Type.String({ pattern: def.key ? def.key.pattern : '^[0-9]{1,9}$', maxLength: 20 }) });

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ maxLength: 100, description: 'The version you loaded, quoted: "3".' })),
});

const Option = Type.Object({ value: Type.String(), label: Type.String() });

export const Meta = Type.Object({
  entities: Type.Array(
    Type.Object({
      name: Type.String(),
      label: Type.String(),
      label_plural: Type.String(),
      public_path: Nullable(Type.String()),
      title_field: Type.String(),
      list_columns: Type.Array(Type.String()),
      filters: Type.Array(
        Type.Object({
          name: Type.String(),
          label: Type.String(),
          type: Type.Union([Type.Literal('select'), Type.Literal('boolean'), Type.Literal('text')]),
          options: Type.Optional(Type.Array(Option)),
        }),
      ),
      sort_fields: Type.Array(Type.String()),
      fields: Type.Array(
        Type.Object({
          name: Type.String(),
          label: Type.String(),
          type: Type.Enum(FIELD_TYPES),
          required: Type.Boolean(),
          max_length: Type.Optional(Type.Integer()),
          min: Type.Optional(Type.Number()),
          max: Type.Optional(Type.Number()),
          options: Type.Optional(Type.Array(Option)),
          relation: Type.Optional(Type.String()),
          suggest_from: Type.Optional(
            Type.Array(Type.String(), {
              description: 'text fields whose names of `relation` records the form may suggest (POST suggestions/)',
            }),
          ),
          help: Type.Optional(Type.String()),
          read_only: Type.Optional(Type.Boolean()),
        }),
      ),
    }),
  ),
});

export const SuggestionsBody = Type.Object({
  field: Type.String({ description: 'the relation-list field to suggest records for' }),
  text: Type.String({ maxLength: 200_000, description: 'the text (title, summary, body as written so far)' }),
});

export const LookupAnswer = Type.Object({
  results: Type.Array(Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), label: Nullable(Type.String()) })),
});

export const paged = <T extends TSchema>(row: T) =>
  Type.Object({ count: Type.Integer(), next: Nullable(Type.String()), previous: Nullable(Type.String()), results: Type.Array(row) });
