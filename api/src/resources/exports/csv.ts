// CSV and JSON serialization of export rows, written as a stream batch by batch.
import { Readable } from 'node:stream';

export type CellValue = string | number | boolean | null | undefined | readonly string[];

/** A column of an export: its JSON key, its CSV header, and its value for a row. */
export interface Column<Row> {
  key: string;
  header: string;
  /** The JSON value; arrays become '; '-separated text in CSV, booleans 'yes'/'no'. */
  value(row: Row): unknown;
  /** The CSV text when it differs from value(). */
  csv?(row: Row): CellValue;
}

/** Cells a spreadsheet would run as a formula (CSV injection, OWASP) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when needed; text that a spreadsheet would evaluate is prefixed with '. */
export function csvCell(value: CellValue | unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  let text = Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines end in CRLF (RFC 4180; every spreadsheet reads it). */
export function csvLine(cells: readonly (CellValue | unknown)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A byte-order mark, so spreadsheet programs read the file as UTF-8 (names such as 'Max-Planck-Institut für …'). */
const UTF8_BOM = '\uFEFF';

export type ExportFormat = 'csv' | 'json';

/**
 * The export as a stream: the header (CSV) or '[' (JSON), then each batch as it is fetched,
 * so memory stays bounded by one batch however many rows there are.
 */
export function exportStream<Row>(format: ExportFormat, columns: readonly Column<Row>[], batches: AsyncIterable<readonly Row[]>): Readable {
  async function* chunks() {
    if (format === 'csv') yield UTF8_BOM + csvLine(columns.map((column) => column.header));
    else yield '[';
    let first = true;
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) {
        if (format === 'csv') {
          text += csvLine(columns.map((column) => (column.csv ? column.csv(row) : column.value(row))));
        } else {
          const object: Record<string, unknown> = {};
          for (const column of columns) object[column.key] = column.value(row) ?? null;
          text += `${first ? '\n' : ',\n'}${JSON.stringify(object)}`;
          first = false;
        }
      }
      if (text) yield text;
    }
    if (format === 'json') yield first ? ']\n' : '\n]\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Rows by id in batches, in the order of `ids`. */
export async function* inBatches<Row>(
  ids: readonly number[],
  fetchRows: (ids: readonly number[]) => Promise<readonly Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<readonly Row[]> {
  for (let start = 0; start < ids.length; start += batchSize) yield fetchRows(ids.slice(start, start + batchSize));
}

const EXPORT_BATCH_SIZE = 1000;

/** A Postgres int[] literal for `= ANY(...::int[])` (ids are integers). */
export const intArrayLiteral = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
