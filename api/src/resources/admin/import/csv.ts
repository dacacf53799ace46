// Reading an uploaded CSV (csv-parse): a byte-order mark is dropped, headers are matched
// case-insensitively ('Source URL' = source_url), cells are trimmed. The size is capped so one
// upload cannot hold the event loop: MAX_CSV_BYTES of text and MAX_CSV_ROWS rows.
import { CsvError, parse } from 'csv-parse/sync';
import { HttpError } from '../../../http/errors';
import { fieldError } from '../engine';

export const MAX_CSV_BYTES = 2 * 1024 * 1024;
export const MAX_CSV_ROWS = 5000;

export interface CsvRow {
  /** Its row in a spreadsheet: the header is row 1, the first record row 2. */
  row: number;
  cells: Record<string, string>;
}

export interface CsvColumns {
  required: readonly string[];
  optional: readonly string[];
}

const headerName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The rows of `text` by column name; 400 { field: 'csv' } for malformed text or unknown / missing columns. */
export function readCsv(text: string, columns: CsvColumns): CsvRow[] {
  if (Buffer.byteLength(text) > MAX_CSV_BYTES) {
    throw new HttpError(413, `The CSV is too large: at most ${MAX_CSV_BYTES / 1024 / 1024} MB; split it.`, { field: 'csv' });
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      // One more than allowed, to tell "too many" from "exactly the limit" (+1 for the header).
      to: MAX_CSV_ROWS + 2,
      max_record_size: 100_000,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw fieldError('csv', `The CSV could not be read: ${error.message}`);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw fieldError('csv', 'The CSV is empty: it needs a header row and at least one row.');
  if (body.length > MAX_CSV_ROWS) throw fieldError('csv', `Too many rows: at most ${MAX_CSV_ROWS} per file.`);
  const names = header.map(headerName);
  const known = new Set([...columns.required, ...columns.optional]);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length) {
    throw fieldError('csv', `Unknown column ${unknown.map((name) => `"${name}"`).join(', ')}; the columns are ${[...known].join(', ')}.`);
  }
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw fieldError('csv', `The column "${duplicate}" appears twice.`);
  const missing = columns.required.filter((name) => !names.includes(name));
  if (missing.length) throw fieldError('csv', `Missing column ${missing.map((name) => `"${name}"`).join(', ')}.`);
  if (!body.length) throw fieldError('csv', 'The CSV has a header but no rows.');
  return body.map((record, index) => ({
    row: index + 2,
    cells: Object.fromEntries(names.map((name, column) => [name, record[column] ?? ''])),
  }));
}

/** A `;`-separated list cell: its items, trimmed, without empties or repeats. */
export const listCell = (text: string | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(';')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];
