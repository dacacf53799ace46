// The CSV import of the admin API (api/docs/csv-import.md): a dry run, then apply with the
// counts the dry run showed (the API answers 409 and writes nothing when they no longer hold).
import { messageOf, requestAnswer } from '../../../lib/api/request';
import { SERVER_ERROR } from '../../../lib/messages';

export type ImportKind = 'funding' | 'organizations';

export interface ImportResult {
  applied: boolean;
  add: { row: number; id: number | null; record: Record<string, unknown> }[];
  change: { row: number; id: number; label: string; changes: { field: string; before: unknown; after: unknown }[] }[];
  unchanged: { row: number; id: number; label: string }[];
  refused: { row: number; reason: string; field: string | null }[];
  new_investors: string[];
  created_investors: { id: number; name: string }[];
}

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; message: string };

const importUrl = (kind: ImportKind, step: 'dry-run' | 'apply') => `/api/v1/admin/import/${kind}/${step}/`;

export async function runImport(
  kind: ImportKind,
  step: 'dry-run' | 'apply',
  body: { csv: string; create_investors: boolean; expected?: { add: number; change: number } },
): Promise<ImportOutcome> {
  const answer = await requestAnswer({ method: 'post', url: importUrl(kind, step), data: body });
  if (answer.status === 200 && answer.data) return { ok: true, result: answer.data as ImportResult };
  const message = messageOf(answer.data);
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && message) return { ok: false, message };
  return { ok: false, message: SERVER_ERROR };
}
