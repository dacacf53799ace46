import type { AdminField } from '../api/types';
import { buildSchema, castBody, changedFields, MESSAGES, toBody, toFormValues } from './formModel';
import { listParams, listSearch, listStateFromSearch } from './listState';

const FIELDS: AdminField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, max_length: 5 },
  { name: 'amount', label: 'Amount', type: 'number', required: false, min: 0 },
  { name: 'year', label: 'Year', type: 'integer', required: false },
  { name: 'email', label: 'Email', type: 'email', required: false },
  { name: 'website', label: 'Website', type: 'url', required: false },
  { name: 'kind', label: 'Kind', type: 'select', required: false, options: [{ value: 'startup', label: 'Startup' }] },
  { name: 'tags', label: 'Tags', type: 'multiselect', required: true, options: [{ value: 'a', label: 'A' }] },
  { name: 'investors', label: 'Investors', type: 'relation-list', required: false, relation: 'organizations' },
  { name: 'public', label: 'Public', type: 'boolean', required: false },
  { name: 'slug', label: 'Slug', type: 'text', required: false, read_only: true },
];

const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await buildSchema(FIELDS).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const VALID = { name: 'CFS', amount: '', year: '', email: '', website: '', kind: '', tags: ['a'], investors: [], public: false, slug: 'x' };

describe('the schema built from the meta', () => {
  it('accepts valid values and reads numbers from the inputs', async () => {
    expect(await errorsOf(VALID)).toEqual([]);
    const cast = buildSchema(FIELDS).cast({ ...VALID, amount: '12.5', year: '' });
    expect([cast.amount, cast.year]).toEqual([12.5, null]);
  });

  it('applies required, max_length, min, integer, email, url, options and at-least-one', async () => {
    expect(
      await errorsOf({ ...VALID, name: ' ', amount: '-1', year: '2.5', email: 'nope', website: 'helion', kind: 'other', tags: [] }),
    ).toEqual([
      'Name is required.',
      'Amount must be at least 0.',
      'Year must be a whole number.',
      'Enter a valid email address.',
      'Enter a full web address (https://…).',
      'Choose one of the options for Kind.',
      'Choose at least one option for Tags.',
    ]);
    expect(await errorsOf({ ...VALID, name: 'Helion', amount: 'ten' })).toEqual([
      'Name must be at most 5 characters.',
      'Amount must be a number.',
    ]);
  });
});

describe('an image field', () => {
  const schema = buildSchema([{ name: 'logo', label: 'Logo', type: 'image', required: false }]);
  const errors = (logo: string) =>
    schema.validate({ logo }).then(
      () => [],
      (error: { errors: string[] }) => error.errors,
    );

  it('takes a web address, a path on the site (an upload) or nothing; not a protocol-relative or bare name', async () => {
    for (const ok of ['', 'https://cdn.example.com/a.png', `/api/media/${'f'.repeat(64)}.svg`]) expect(await errors(ok)).toEqual([]);
    for (const bad of ['//evil.example/a.png', 'logo.png', 'javascript:alert(1)']) expect(await errors(bad)).toEqual([MESSAGES.imageUrl]);
  });
});

describe('values and body', () => {
  const record = {
    id: 1,
    version: 2,
    deleted_at: null,
    public_url: null,
    name: 'CFS',
    amount: 3,
    year: null,
    tags: ['a'],
    investors: [4],
    public: true,
    slug: 'cfs',
  };

  it('fills the inputs from a record and sends empty inputs as null, read-only fields never', () => {
    const values = toFormValues(FIELDS, record);
    expect(values).toMatchObject({ name: 'CFS', amount: '3', year: '', email: '', tags: ['a'], investors: [4], public: true });
    const body = castBody(FIELDS, buildSchema(FIELDS), values);
    expect(body).toEqual({
      name: 'CFS',
      amount: 3,
      year: null,
      email: null,
      website: null,
      kind: null,
      tags: ['a'],
      investors: [4],
      public: true,
    });
    expect(toBody(FIELDS, values)).not.toHaveProperty('slug');
  });

  it('a PATCH carries the changed fields only', () => {
    const started = castBody(FIELDS, buildSchema(FIELDS), toFormValues(FIELDS, record));
    expect(changedFields(started, { ...started, amount: 4, investors: [4, 5] })).toEqual({ amount: 4, investors: [4, 5] });
  });
});

describe('the list state in the URL', () => {
  const entity = {
    name: 'projects',
    label: 'Project',
    label_plural: 'Projects',
    public_path: null,
    title_field: 'name',
    list_columns: [],
    filters: [
      { name: 'status', label: 'Status', type: 'select' as const, options: [{ value: 'active', label: 'Active' }] },
      { name: 'public', label: 'Public', type: 'boolean' as const },
    ],
    sort_fields: ['name'],
    fields: [],
  };

  it("reads only the entity's own filters and sort fields, and gives the API the same names", () => {
    const state = listStateFromSearch(
      new URLSearchParams('q= tok &sort=-name&page=3&status=active&public=maybe&other=1&deleted=include'),
      entity,
    );
    expect(state).toEqual({ q: 'tok', sort: '-name', page: 3, showUnpublished: true, filters: { status: 'active' } });
    expect(listParams(state)).toEqual({ q: 'tok', sort: '-name', page: '3', page_size: '25', deleted: 'include', status: 'active' });
    expect(listSearch(state)).toBe('?q=tok&sort=-name&page=3&deleted=include&status=active');
    expect(listStateFromSearch(new URLSearchParams('sort=secret&status=gone&page=-1'), entity)).toEqual({
      q: '',
      sort: '',
      page: 1,
      showUnpublished: false,
      filters: {},
    });
  });
});
