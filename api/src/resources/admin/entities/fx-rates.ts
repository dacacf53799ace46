import { sql } from 'drizzle-orm';
import { refreshOrganizationTotals } from '../../../db/helpers';
import { queryRows } from '../../../db/helpers';
import type { Db } from '../../../db/database';
import { CURRENCY_PATTERN, type AdminRecord, type EntityDef } from '../definition';
import { upperCase } from './common';

const KEY = /^([A-Z]{3})-(\d{4}-(?:0[1-9]|1[0-2]))$/;

/**
 * The rounds announced in that currency and month follow the rate (manual USD amounts stay):
 * converted again, or no USD figure when the rate is gone; their recipients' totals too.
 */
async function reconvertRounds(tx: Db, before: AdminRecord | null, after: AdminRecord | null): Promise<void> {
  const record = (after ?? before)!;
  const rate = after ? Number(after.usd_per_unit) : null;
  const rows = await queryRows<{ recipient_id: number }>(
    tx,
    sql`UPDATE funding_rounds SET
          amount_usd = CASE WHEN ${rate}::float8 IS NULL THEN NULL ELSE round(amount * ${rate}::float8)::bigint END,
          amount_usd_method = CASE WHEN ${rate}::float8 IS NULL THEN NULL ELSE 'converted'::amount_usd_method END
        WHERE currency = ${record.currency} AND amount IS NOT NULL
          AND date_trunc('month', announcement_date)::date = ${`${String(record.month)}-01`}::date
          AND amount_usd_method IS DISTINCT FROM 'manual'
        RETURNING recipient_id`,
  );
  await refreshOrganizationTotals(tx, [...new Set(rows.map((row) => row.recipient_id))]);
}

export const fxRatesEntity: EntityDef = {
  name: 'fx-rates',
  label: 'Exchange rate',
  labelPlural: 'Exchange rates',
  table: 'fx_rates',
  auditType: 'fx_rate',
  title: (t) => `${t}.currency || ' ' || to_char(${t}.month, 'YYYY-MM')`,
  titleField: 'currency',
  listColumns: ['currency', 'month', 'usd_per_unit', 'source_name'],
  filters: [{ name: 'currency', label: 'Currency', type: 'text', where: (v) => sql`t.currency = ${v.toUpperCase()}` }],
  sortFields: ['month', 'currency', 'usd_per_unit'],
  defaultSort: '-month',
  search: ['t.currency', "to_char(t.month, 'YYYY-MM')"],
  publicPath: null,
  deletion: 'hard',
  versioned: true,
  key: {
    sql: "t.currency || '-' || to_char(t.month, 'YYYY-MM')",
    pattern: '^[A-Z]{3}-[0-9]{4}-[0-9]{2}$',
    where: (id) => {
      const match = KEY.exec(id);
      return match ? sql`t.currency = ${match[1]} AND t.month = ${`${match[2]}-01`}::date` : null;
    },
    of: (record) => `${String(record.currency)}-${String(record.month)}`,
  },
  fields: [
    {
      name: 'currency',
      label: 'Currency',
      type: 'text',
      column: 'currency',
      required: true,
      createOnly: true,
      maxLength: 3,
      pattern: CURRENCY_PATTERN,
    },
    {
      name: 'month',
      label: 'Month',
      type: 'text',
      column: 'month',
      read: "to_char(t.month, 'YYYY-MM')",
      required: true,
      createOnly: true,
      maxLength: 7,
      pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
      help: 'YYYY-MM',
    },
    { name: 'usd_per_unit', label: 'USD per unit', type: 'number', column: 'usd_per_unit', required: true, min: 1e-10, max: 1e9 },
    { name: 'source_name', label: 'Source', type: 'text', column: 'source_name', required: true, maxLength: 300 },
    { name: 'source_url', label: 'Source URL', type: 'url', column: 'source_url', required: true, maxLength: 2000 },
  ],
  hooks: {
    prepare: (context) => {
      upperCase(context, 'currency');
      if (typeof context.input.month === 'string') context.columns.month = `${context.input.month}-01`;
    },
    afterChange: reconvertRounds,
  },
};
