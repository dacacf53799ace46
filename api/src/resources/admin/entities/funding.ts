import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/helpers';
import { convertToUsd, fxRateTable, monthOf } from '../../../db/money';
import { amountUsdMethod, fundingType } from '../../../db/schema';
import { CURRENCY_PATTERN, DATE_PRECISIONS, optionsOf, sourceUrlField, type EntityDef, type WriteContext } from '../definition';
import { fieldError } from '../engine';
import { fundingActivity } from '../../activity-logs/write';
import { refreshTotalsOf, requireTogether, upperCase } from './common';

/**
 * amount + currency → amount_usd at the rate of the announcement's month (fx_rates), unless staff
 * typed the USD figure (amount_usd_method 'manual'). No rate for that month: amount_usd null.
 */
async function convertAmount(context: WriteContext): Promise<void> {
  const { tx, merged, columns, input } = context;
  upperCase(context, 'currency');
  requireTogether(context, 'amount', 'currency', 'An amount needs its currency (and a currency its amount).');
  if (merged.amount_usd_method === 'manual') {
    if (typeof merged.amount_usd !== 'number') throw fieldError('amount_usd', 'A manual USD amount needs the amount in USD.');
    if ('amount_usd' in input) columns.amount_usd = input.amount_usd;
    return;
  }
  if ('amount_usd_method' in input && input.amount_usd_method !== null && input.amount_usd_method !== 'manual') {
    throw fieldError('amount_usd_method', 'Only "manual" can be chosen; otherwise the method follows the conversion.');
  }
  if (typeof merged.amount !== 'number' || typeof merged.currency !== 'string') {
    columns.amount_usd = null;
    columns.amount_usd_method = null;
    return;
  }
  const month = monthOf(String(merged.announcement_date));
  const rates = await queryRows<{ currency: string; month: string; usd_per_unit: number }>(
    tx,
    sql`SELECT currency, to_char(month, 'YYYY-MM') AS month, usd_per_unit::float8 AS usd_per_unit FROM fx_rates
        WHERE currency = ${merged.currency} AND month = ${`${month}-01`}::date`,
  );
  const conversion = convertToUsd(merged.amount, merged.currency, month, fxRateTable(rates));
  columns.amount_usd = conversion.amount_usd;
  columns.amount_usd_method = conversion.method;
}

export const fundingEntity: EntityDef = {
  name: 'funding',
  label: 'Funding round',
  labelPlural: 'Funding rounds',
  table: 'funding_rounds',
  auditType: 'funding_round',
  title: (t) => `${t}.headline`,
  titleField: 'headline',
  listColumns: ['recipient', 'round_name', 'amount', 'currency', 'amount_usd', 'announcement_date'],
  filters: [
    {
      name: 'funding_type',
      label: 'Type',
      type: 'select',
      options: optionsOf(fundingType.enumValues),
      where: (v) => sql`t.funding_type = ${v}`,
    },
    { name: 'currency', label: 'Currency', type: 'text', where: (v) => sql`t.currency = ${v.toUpperCase()}` },
  ],
  sortFields: ['announcement_date', 'amount_usd', 'round_name', 'id'],
  defaultSort: '-announcement_date',
  search: ['t.headline', 't.round_name', '(SELECT o.display_name FROM organizations o WHERE o.id = t.recipient_id)'],
  publicPath: '/organizations/{recipient_slug}',
  publicUrl: `(SELECT '/organizations/' || o.slug FROM organizations o
     WHERE o.id = t.recipient_id AND t.deleted_at IS NULL AND o.deleted_at IS NULL AND o.is_approved)`,
  deletion: 'soft',
  versioned: true,
  sourcesOwner: 'funding_round_id',
  fields: [
    { name: 'recipient', label: 'Recipient', type: 'relation', column: 'recipient_id', relation: 'organizations', required: true },
    {
      name: 'funding_type',
      label: 'Type',
      type: 'select',
      column: 'funding_type',
      options: optionsOf(fundingType.enumValues),
      required: true,
    },
    { name: 'round_name', label: 'Round', type: 'text', column: 'round_name', required: true, maxLength: 200 },
    { name: 'headline', label: 'Headline', type: 'text', column: 'headline', required: true, maxLength: 500 },
    {
      name: 'amount',
      label: 'Amount',
      type: 'number',
      column: 'amount',
      min: 0,
      max: 1e15,
      help: 'As announced, in its currency. Empty = undisclosed.',
    },
    {
      name: 'currency',
      label: 'Currency',
      type: 'text',
      column: 'currency',
      maxLength: 3,
      pattern: CURRENCY_PATTERN,
      help: 'ISO 4217, e.g. EUR.',
    },
    {
      name: 'amount_usd',
      label: 'Amount (USD)',
      type: 'number',
      column: 'amount_usd',
      min: 0,
      max: 1e15,
      help: 'Converted at the rate of the announcement month; typed only when the method is manual.',
    },
    {
      name: 'amount_usd_method',
      label: 'USD method',
      type: 'select',
      column: 'amount_usd_method',
      options: optionsOf(amountUsdMethod.enumValues),
      help: 'Choose manual to type the USD amount; otherwise it follows the conversion.',
    },
    { name: 'announcement_date', label: 'Announced on', type: 'date', column: 'announcement_date', required: true },
    {
      name: 'announcement_date_precision',
      label: 'Date precision',
      type: 'date-precision',
      column: 'announcement_date_precision',
      options: DATE_PRECISIONS,
      default: 'day',
    },
    { name: 'announcement_url', label: 'Announcement', type: 'url', column: 'announcement_url', maxLength: 2000 },
    { name: 'program', label: 'Program', type: 'relation', column: 'program_id', relation: 'programs' },
    {
      name: 'investors',
      label: 'Investors',
      type: 'relation-list',
      relation: 'organizations',
      link: { table: 'funding_round_sources', owner: 'funding_round_id', target: 'organization_id', position: 'position' },
    },
    sourceUrlField,
  ],
  hooks: {
    prepare: convertAmount,
    afterChange: async (tx, before, after) => {
      await refreshTotalsOf('recipient')(tx, before, after);
      await fundingActivity(tx, before, after);
    },
  },
};
