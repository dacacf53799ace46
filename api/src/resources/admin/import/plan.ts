// What each CSV row would do: add a record, change one (field by field), leave one as it is, or
// be refused with the reason. Rows match existing records by their key: a round by recipient +
// round + month, an organization by slug or website host. Read-only: run.ts writes the plan.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/helpers';
import { fundingType, organizationKind } from '../../../db/schema';
import { slugOf } from '../../contributions/validation';
import type { AdminRecord } from '../definition';
import { readRecord } from '../engine';
import { fundingEntity } from '../entities/funding';
import { organizationsEntity } from '../entities/organizations';
import { listCell, type CsvColumns, type CsvRow } from './csv';

export type ImportKind = 'funding' | 'organizations';

export const IMPORT_COLUMNS: Record<ImportKind, CsvColumns> = {
  funding: {
    required: ['recipient', 'date', 'round'],
    optional: ['amount', 'currency', 'investors', 'source_url', 'type', 'headline'],
  },
  organizations: {
    required: ['name'],
    optional: ['website', 'country', 'city', 'tags', 'kind', 'founding_year', 'source_url', 'slug'],
  },
};

/** An investor named in the CSV that no organization matches: created at apply when asked. */
interface NewInvestor {
  new: string;
}
type InvestorRef = number | NewInvestor;

interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}
export interface Refusal {
  row: number;
  reason: string;
  field: string | null;
}
interface PlannedAdd {
  row: number;
  /** The admin engine's create body (investors may still name new organizations). */
  body: Record<string, unknown>;
  /** The record as staff read it: names rather than ids. */
  record: Record<string, unknown>;
}
interface PlannedChange {
  row: number;
  id: number;
  label: string;
  version: number;
  /** The admin engine's patch body: only the fields that change. */
  patch: Record<string, unknown>;
  changes: FieldChange[];
}
export interface Plan {
  add: PlannedAdd[];
  change: PlannedChange[];
  unchanged: { row: number; id: number; label: string }[];
  refused: Refusal[];
  newInvestors: string[];
}

class RowRefused extends Error {
  constructor(
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}
const refuse = (field: string | null, reason: string): never => {
  throw new RowRefused(field, reason);
};

// ---------------------------------------------------------------- shared lookups

interface OrgRow {
  id: number;
  slug: string;
  display_name: string;
  website_url: string | null;
}

/** 'https://www.Helion.com/about' → 'helion.com' (null when it is no URL). */
function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase();
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

class Organizations {
  private readonly bySlug = new Map<string, OrgRow>();
  private readonly byName = new Map<string, OrgRow[]>();
  private readonly byHost = new Map<string, OrgRow>();
  readonly byId = new Map<number, OrgRow>();

  constructor(rows: OrgRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.bySlug.set(row.slug, row);
      const name = row.display_name.toLowerCase();
      this.byName.set(name, [...(this.byName.get(name) ?? []), row]);
      const host = hostOf(row.website_url);
      if (host && !this.byHost.has(host)) this.byHost.set(host, row);
    }
  }

  static async load(tx: Db): Promise<Organizations> {
    return new Organizations(
      await queryRows<OrgRow>(tx, sql`SELECT id, slug, display_name, website_url FROM organizations WHERE deleted_at IS NULL ORDER BY id`),
    );
  }

  /** By slug, else by name (case-insensitive); refused when two organizations share the name. */
  find(text: string, field: string): OrgRow | null {
    const bySlug = this.bySlug.get(text.toLowerCase());
    if (bySlug) return bySlug;
    const named = this.byName.get(text.toLowerCase()) ?? [];
    if (named.length > 1)
      refuse(field, `"${text}" names ${named.length} organizations: use the slug (${named.map((o) => o.slug).join(', ')}).`);
    return named[0] ?? null;
  }

  slug = (slug: string) => this.bySlug.get(slug) ?? null;
  host = (host: string) => this.byHost.get(host) ?? null;
  nameOf = (id: unknown) => (typeof id === 'number' ? (this.byId.get(id)?.display_name ?? `#${id}`) : null);
}

const equalValues = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changes from `record` to the cells given (an empty cell leaves its field as it is). */
function diff(
  record: AdminRecord,
  wanted: Record<string, unknown>,
  show: (field: string, value: unknown) => unknown = (_field, value) => value,
): { patch: Record<string, unknown>; changes: FieldChange[] } {
  const patch: Record<string, unknown> = {};
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(wanted)) {
    if (value === undefined || equalValues(record[field], value)) continue;
    patch[field] = value;
    changes.push({ field, before: show(field, record[field]), after: show(field, value) });
  }
  return { patch, changes };
}

/** Drops the fields whose cell was empty. */
const given = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

function text(cells: Record<string, string>, column: string, max: number): string | undefined {
  const value = cells[column]?.trim();
  if (!value) return undefined;
  if (value.length > max) refuse(column, `${column} must be at most ${max} characters.`);
  return value;
}

function url(cells: Record<string, string>, column: string): string | undefined {
  const value = text(cells, column, 2000);
  if (value === undefined) return undefined;
  const full = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(full)) refuse(column, `${column} must be an http(s) URL.`);
  return full;
}

function realDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** '2025-06-12' (day), '2025-06' (month) or '2025' (year) → the stored date and its precision. */
function parseDate(value: string): { date: string; precision: 'day' | 'month' | 'year' } {
  const trimmed = value.trim();
  let result: { date: string; precision: 'day' | 'month' | 'year' } | null = null;
  if (/^\d{4}$/.test(trimmed)) result = { date: `${trimmed}-01-01`, precision: 'year' };
  else if (/^\d{4}-\d{2}$/.test(trimmed)) result = { date: `${trimmed}-01`, precision: 'month' };
  else if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) result = { date: trimmed, precision: 'day' };
  if (!result || !realDate(result.date) || result.date < '1900-01-01') {
    return refuse('date', `date must be a day (2025-06-12), a month (2025-06) or a year (2025); got "${trimmed}".`);
  }
  return result;
}

/** '12,500,000' or '12500000.50' → a number; empty → undefined (undisclosed). */
function amount(value: string | undefined): number | undefined {
  const cleaned = (value ?? '').replace(/[,_\s]/g, '');
  if (!cleaned) return undefined;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) refuse('amount', `amount must be a number, e.g. 12500000; got "${value}".`);
  const number = Number(cleaned);
  if (!Number.isFinite(number) || number > 1e15) refuse('amount', 'amount must be at most 1e15.');
  return number;
}

function option<T extends string>(value: string | undefined, column: string, options: readonly T[]): T | undefined {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return undefined;
  if (!options.includes(trimmed as T)) refuse(column, `${column} must be one of ${options.join(', ')}; got "${value}".`);
  return trimmed as T;
}

async function eachRow(rows: CsvRow[], refused: Refusal[], plan: (row: CsvRow) => Promise<void>): Promise<void> {
  for (const row of rows) {
    try {
      await plan(row);
    } catch (error) {
      if (!(error instanceof RowRefused)) throw error;
      refused.push({ row: row.row, reason: error.message, field: error.field });
    }
  }
}

const emptyPlan = (): Plan => ({ add: [], change: [], unchanged: [], refused: [], newInvestors: [] });

// ---------------------------------------------------------------- funding rounds

export async function planFunding(tx: Db, rows: CsvRow[]): Promise<Plan> {
  const plan = emptyPlan();
  const organizations = await Organizations.load(tx);
  const existing = new Map(
    (
      await queryRows<{ id: number; key: string }>(
        tx,
        sql`SELECT id, recipient_id || '|' || lower(round_name) || '|' || to_char(announcement_date, 'YYYY-MM') AS key
            FROM funding_rounds WHERE deleted_at IS NULL ORDER BY id`,
      )
    ).map((round) => [round.key, round.id]),
  );
  const seen = new Map<string, number>();
  const newInvestors = new Map<string, string>();
  const investorName = (ref: unknown) => (typeof ref === 'object' && ref ? (ref as NewInvestor).new : organizations.nameOf(ref));
  const show = (field: string, value: unknown) =>
    field === 'investors' ? ((value as unknown[]) ?? []).map(investorName) : field === 'recipient' ? organizations.nameOf(value) : value;

  await eachRow(rows, plan.refused, async ({ row, cells }) => {
    const recipientText = text(cells, 'recipient', 200) ?? refuse('recipient', 'recipient is required (a name or slug).');
    const recipient =
      organizations.find(recipientText, 'recipient') ??
      refuse('recipient', `No organization "${recipientText}": add it first (or import organizations).`);
    const round = text(cells, 'round', 200) ?? refuse('round', 'round is required, e.g. Series A.');
    const { date, precision } = parseDate(cells.date ?? '');
    const key = `${recipient.id}|${round.toLowerCase()}|${date.slice(0, 7)}`;
    const earlier = seen.get(key);
    if (earlier) refuse('round', `Same round as row ${earlier} (recipient, round and month).`);
    seen.set(key, row);

    const currency = text(cells, 'currency', 3)?.toUpperCase();
    if (currency !== undefined && !/^[A-Z]{3}$/.test(currency))
      refuse('currency', `currency must be an ISO 4217 code such as EUR; got "${currency}".`);
    const investors: InvestorRef[] | undefined = cells.investors?.trim()
      ? listCell(cells.investors).map((name) => {
          if (name.length > 200) refuse('investors', 'An investor name must be at most 200 characters.');
          const found = organizations.find(name, 'investors');
          if (found) return found.id;
          const known = newInvestors.get(name.toLowerCase()) ?? name;
          newInvestors.set(name.toLowerCase(), known);
          return { new: known };
        })
      : undefined;
    const wanted = given({
      round_name: round,
      announcement_date: date,
      announcement_date_precision: precision,
      amount: amount(cells.amount),
      currency,
      investors,
      source_url: url(cells, 'source_url'),
      funding_type: option(cells.type, 'type', fundingType.enumValues),
      headline: text(cells, 'headline', 500),
    });

    const id = existing.get(key);
    if (id === undefined) {
      const body = { recipient: recipient.id, funding_type: 'investment', headline: `${recipient.display_name}: ${round}`, ...wanted };
      plan.add.push({ row, body, record: { ...body, recipient: recipient.display_name, investors: investors?.map(investorName) ?? [] } });
      return;
    }
    const record = (await readRecord(tx, fundingEntity, String(id)))!;
    const { patch, changes } = diff(record, wanted, show);
    const label = `${recipient.display_name}: ${String(record.round_name)} (${String(record.announcement_date).slice(0, 7)})`;
    if (changes.length) plan.change.push({ row, id, label, version: record.version, patch, changes });
    else plan.unchanged.push({ row, id, label });
  });
  plan.newInvestors = [...newInvestors.values()];
  return plan;
}

// ---------------------------------------------------------------- organizations

export async function planOrganizations(tx: Db, rows: CsvRow[]): Promise<Plan> {
  const plan = emptyPlan();
  const organizations = await Organizations.load(tx);
  const tags = await queryRows<{ id: number; name: string }>(tx, sql`SELECT id, name FROM organization_tags ORDER BY id`);
  const tagByName = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag]));
  const tagName = (id: unknown) => tags.find((tag) => tag.id === id)?.name ?? `#${String(id)}`;
  const show = (field: string, value: unknown) => (field === 'tags' ? ((value as unknown[]) ?? []).map(tagName) : value);
  const seen = new Map<string, number>();

  await eachRow(rows, plan.refused, async ({ row, cells }) => {
    const name = text(cells, 'name', 200) ?? refuse('name', 'name is required.');
    const slugCell = text(cells, 'slug', 200)?.toLowerCase();
    if (slugCell !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slugCell))
      refuse('slug', 'slug may hold a-z, 0-9 and single hyphens.');
    const slug = slugCell ?? slugOf(name);
    const website = url(cells, 'website');
    const host = hostOf(website);
    for (const key of [`slug:${slug}`, host ? `host:${host}` : null]) {
      const earlier = key ? seen.get(key) : undefined;
      if (earlier) refuse(key!.startsWith('slug') ? 'name' : 'website', `Same organization as row ${earlier} (${key!.replace(':', ' ')}).`);
    }
    seen.set(`slug:${slug}`, row);
    if (host) seen.set(`host:${host}`, row);

    const country = text(cells, 'country', 2)?.toUpperCase();
    if (country !== undefined && !/^[A-Z]{2}$/.test(country))
      refuse('country', `country must be an ISO 3166 code such as GB; got "${cells.country}".`);
    const tagIds = cells.tags?.trim()
      ? listCell(cells.tags)
          .map((tag) => tagByName.get(tag.toLowerCase())?.id ?? refuse('tags', `Unknown tag "${tag}": add it under Tags first.`))
          .sort((a, b) => a - b)
      : undefined;
    const yearText = cells.founding_year?.trim();
    if (yearText && !/^\d{4}$/.test(yearText)) refuse('founding_year', `founding_year must be a year such as 2018; got "${yearText}".`);
    const wanted = given({
      display_name: name,
      website_url: website,
      country_code: country,
      city: text(cells, 'city', 200),
      tags: tagIds,
      kind: option(cells.kind, 'kind', organizationKind.enumValues),
      founding_year: yearText ? Number(yearText) : undefined,
      source_url: url(cells, 'source_url'),
    });

    const bySlug = organizations.slug(slug);
    const byHost = host ? organizations.host(host) : null;
    if (bySlug && byHost && bySlug.id !== byHost.id) {
      refuse('website', `The slug matches ${bySlug.display_name} but the website matches ${byHost.display_name}.`);
    }
    const match = bySlug ?? byHost;
    if (!match) {
      const body = slugCell ? { ...wanted, slug: slugCell } : wanted;
      plan.add.push({ row, body, record: { ...body, tags: tagIds?.map(tagName) ?? [] } });
      return;
    }
    const record = (await readRecord(tx, organizationsEntity, String(match.id)))!;
    const current = { ...record, tags: [...((record.tags as number[]) ?? [])].sort((a, b) => a - b) };
    const { patch, changes } = diff(current, wanted, show);
    const label = `${String(record.display_name)} (${String(record.slug)})`;
    if (changes.length) plan.change.push({ row, id: match.id, label, version: record.version, patch, changes });
    else plan.unchanged.push({ row, id: match.id, label });
  });
  return plan;
}
