// The dry run and the apply of an import share one path: plan the rows, then write them through
// the admin engine (createRecord / patchRecord: validation, the funding conversion, totals, audit
// rows; the data version follows from the tables' triggers) inside one transaction. A dry run
// rolls that transaction back, so what it shows is what apply does with the same data; a row the
// engine refuses is reported as refused. Apply commits, unless anything else fails: then nothing
// is written.
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { Viewer } from '../../../http/auth';
import { writeAudit } from '../../contributions/audit';
import { createRecord, patchRecord } from '../engine';
import { entityNamed } from '../entities';
import { fundingEntity } from '../entities/funding';
import { organizationsEntity } from '../entities/organizations';
import { readCsv } from './csv';
import { IMPORT_COLUMNS, planFunding, planOrganizations, type ImportKind, type Plan, type Refusal } from './plan';

const relations = { relationOf: entityNamed };

export interface ImportOptions {
  apply: boolean;
  /** Create the unknown investors as organizations (kind investor); otherwise their rows are refused. */
  createInvestors: boolean;
  /** The counts the dry run showed: apply refuses (409) when re-validation finds others. */
  expected?: { add: number; change: number };
}

export interface ImportResult {
  applied: boolean;
  add: { row: number; id: number | null; record: Record<string, unknown> }[];
  change: { row: number; id: number; label: string; changes: { field: string; before: unknown; after: unknown }[] }[];
  unchanged: { row: number; id: number; label: string }[];
  refused: Refusal[];
  new_investors: string[];
  created_investors: { id: number; name: string }[];
}

class RollBack extends Error {}

const IMPORT_MESSAGES = {
  drifted: 'The data changed since the dry run: nothing was written. Run the dry run again and review it.',
} as const;

type Actor = Pick<Viewer, 'id' | 'email'>;

/** A refusal of the engine (bad value, taken slug, stale version) becomes the row's refusal. */
function engineRefusal(row: number, error: unknown): Refusal | null {
  if (!(error instanceof HttpError) || error.statusCode >= 500) return null;
  return { row, reason: error.message, field: error.details.field ?? null };
}

export async function runImport(db: Db, kind: ImportKind, csv: string, actor: Actor, options: ImportOptions): Promise<ImportResult> {
  const rows = readCsv(csv, IMPORT_COLUMNS[kind]);
  const def = kind === 'funding' ? fundingEntity : organizationsEntity;
  let result: ImportResult | undefined;
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const plan: Plan = await (kind === 'funding' ? planFunding : planOrganizations)(tx, rows);
      const refused = [...plan.refused];
      const created_investors: ImportResult['created_investors'] = [];
      const investorIds = new Map<string, number>();
      if (options.createInvestors) {
        for (const name of plan.newInvestors) {
          const record = await createRecord(tx, organizationsEntity, { display_name: name, kind: 'investor' }, actor, relations);
          investorIds.set(name, record.id as number);
          created_investors.push({ id: record.id as number, name });
        }
      }
      // Investors named by a new organization get its id; without it the row is refused.
      const resolveInvestors = (body: Record<string, unknown>, row: number): Record<string, unknown> | null => {
        if (!Array.isArray(body.investors)) return body;
        const ids: number[] = [];
        for (const ref of body.investors as unknown[]) {
          if (typeof ref === 'number') ids.push(ref);
          else {
            const name = (ref as { new: string }).new;
            const id = investorIds.get(name);
            if (id === undefined) {
              refused.push({ row, field: 'investors', reason: `Unknown investor "${name}": choose to create it, or add it first.` });
              return null;
            }
            ids.push(id);
          }
        }
        return { ...body, investors: ids };
      };

      const add: ImportResult['add'] = [];
      for (const planned of plan.add) {
        const body = resolveInvestors(planned.body, planned.row);
        if (!body) continue;
        try {
          const record = await createRecord(tx, def, body, actor, relations);
          add.push({ row: planned.row, id: options.apply ? (record.id as number) : null, record: planned.record });
        } catch (error) {
          const refusal = engineRefusal(planned.row, error);
          if (!refusal) throw error;
          refused.push(refusal);
        }
      }
      const change: ImportResult['change'] = [];
      for (const planned of plan.change) {
        const patch = resolveInvestors(planned.patch, planned.row);
        if (!patch) continue;
        try {
          await patchRecord(tx, def, String(planned.id), planned.version, patch, actor, relations);
          change.push({ row: planned.row, id: planned.id, label: planned.label, changes: planned.changes });
        } catch (error) {
          const refusal = engineRefusal(planned.row, error);
          if (!refusal) throw error;
          refused.push(refusal);
        }
      }

      result = {
        applied: options.apply,
        add,
        change,
        unchanged: plan.unchanged,
        refused: refused.sort((a, b) => a.row - b.row),
        new_investors: plan.newInvestors,
        created_investors: options.apply ? created_investors : [],
      };
      if (!options.apply) throw new RollBack();
      const { expected } = options;
      if (expected && (expected.add !== add.length || expected.change !== change.length)) {
        throw new HttpError(409, IMPORT_MESSAGES.drifted);
      }
      await writeAudit(tx, {
        actor,
        action: 'import.create',
        entityType: 'import',
        entityId: null,
        entitySlug: kind,
        before: null,
        after: {
          rows: rows.length,
          added: add.map((item) => item.id),
          changed: change.map((item) => item.id),
          refused: result.refused,
          created_investors,
        },
      });
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return result!;
}
