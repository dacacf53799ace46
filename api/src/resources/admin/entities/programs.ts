import { countryCodeField, CURRENCY_PATTERN, DATE_PRECISIONS, slugField, sourceUrlField, type EntityDef } from '../definition';
import { autoSlug, countryFromCode, upperCase } from './common';

export const programsEntity: EntityDef = {
  name: 'programs',
  label: 'Program',
  labelPlural: 'Programs',
  table: 'programs',
  auditType: 'program',
  title: (t) => `${t}.name`,
  titleField: 'name',
  listColumns: ['name', 'funder', 'country_code', 'announced_on'],
  sortFields: ['name', 'announced_on', 'id'],
  defaultSort: 'name',
  search: ['t.name', 't.slug'],
  publicPath: null,
  deletion: 'soft',
  versioned: true,
  sourcesOwner: 'program_id',
  fields: [
    { name: 'name', label: 'Name', type: 'text', column: 'name', required: true, maxLength: 300 },
    slugField(),
    { name: 'funder', label: 'Funder', type: 'relation', column: 'funder_id', relation: 'organizations' },
    countryCodeField,
    { name: 'description', label: 'Description', type: 'textarea', column: 'description', maxLength: 5000 },
    { name: 'total_amount', label: 'Total amount', type: 'number', column: 'total_amount', min: 0, max: 1e15 },
    { name: 'total_currency', label: 'Currency', type: 'text', column: 'total_currency', maxLength: 3, pattern: CURRENCY_PATTERN },
    { name: 'total_usd', label: 'Total (USD)', type: 'number', column: 'total_usd', min: 0, max: 1e15 },
    {
      name: 'total_note',
      label: 'Total in words',
      type: 'text',
      column: 'total_note',
      maxLength: 300,
      help: "e.g. '£2.5 billion over five years'",
    },
    { name: 'announced_on', label: 'Announced on', type: 'date', column: 'announced_on' },
    {
      name: 'announced_on_precision',
      label: 'Date precision',
      type: 'date-precision',
      column: 'announced_on_precision',
      options: DATE_PRECISIONS,
      default: 'day',
    },
    sourceUrlField,
  ],
  hooks: {
    prepare: async (context) => {
      countryFromCode(context);
      upperCase(context, 'total_currency');
      await autoSlug(context, 'name');
    },
  },
};
