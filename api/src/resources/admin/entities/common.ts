// Hooks several entities share: slugs made from a name, the country name of a code, totals.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { queryRows, refreshOrganizationTotals } from '../../../db/helpers';
import { countryName } from '../../../http/country';
import { HttpError } from '../../../http/errors';
import { slugOf } from '../../contributions/validation';
import type { AdminRecord, WriteContext } from '../definition';
import { fieldError } from '../engine';

/** On create without a slug: one made from `nameField`, unique in the table (-2, -3, … when taken). */
export async function autoSlug(context: WriteContext, nameField: string): Promise<void> {
  const { tx, def, before, columns, merged } = context;
  if (before || columns.slug) return;
  const base = slugOf(String(merged[nameField] ?? '')) || def.auditType.replace(/_/g, '-');
  const taken = await queryRows<{ slug: string }>(
    tx,
    sql`SELECT slug FROM ${sql.raw(def.table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  );
  const used = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let suffix = 2; used.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  columns.slug = slug;
}

/** country_code upper-cased and its English name in `country` (sortable). */
export function countryFromCode(context: WriteContext): void {
  const { input, columns } = context;
  if (!('country_code' in input)) return;
  const code = typeof input.country_code === 'string' ? input.country_code.toUpperCase() : null;
  columns.country_code = code;
  columns.country = code ? countryName(code) : null;
}

/** ISO 4217 codes are stored upper-case. */
export function upperCase(context: WriteContext, field: string, column = field): void {
  const value = context.input[field];
  if (typeof value === 'string') {
    context.columns[column] = value.toUpperCase();
    context.merged[field] = value.toUpperCase();
  }
}

/** Refresh the totals of the organizations a record referred to before and after a write. */
export function refreshTotalsOf(...fields: string[]) {
  return async (tx: Db, before: AdminRecord | null, after: AdminRecord | null): Promise<void> => {
    const ids = new Set<number>();
    for (const record of [before, after]) {
      for (const field of fields) {
        const value = record?.[field];
        for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids.add(id);
      }
    }
    await refreshOrganizationTotals(tx, [...ids]);
  };
}

/** 409 when other records still use this one (hard-deleted entities: restore could not put those links back). */
export async function refuseWhenUsed(tx: Db, uses: { sql: ReturnType<typeof sql>; what: string }[]): Promise<void> {
  for (const use of uses) {
    const [row] = await queryRows<{ count: number }>(tx, use.sql);
    if (row && row.count > 0) throw new HttpError(409, `Still used by ${row.count} ${use.what}: change those first.`);
  }
}

/** Both or neither: a field that needs another. */
export function requireTogether(context: WriteContext, a: string, b: string, message: string): void {
  const { merged } = context;
  if ((merged[a] === null || merged[a] === undefined) !== (merged[b] === null || merged[b] === undefined)) {
    throw fieldError(merged[a] === null || merged[a] === undefined ? a : b, message);
  }
}
