// /admin/import (issue 19 item 5): choose funding rounds or organizations, upload or paste a CSV,
// read the dry run (rows to add, changes field by field, refused rows with the reason, unknown
// investors to create), then apply it after a confirmation and read what was written.
import { useState, type ChangeEvent } from 'react';
import type { RouteContext } from 'mf-shared/area';
import { Button } from 'mf-shared/kit';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProblemArea } from '../../../components/ProblemArea';
import { AdminFrame, loadAdmin } from '../components/AdminFrame';
import styles from '../components/admin.module.css';
import { runImport, type ImportKind, type ImportResult } from './importApi';
import { IMPORT_TEMPLATES, templateHref } from './templates';

export function load({ queryClient }: RouteContext) {
  return loadAdmin(queryClient);
}

const KINDS: { value: ImportKind; label: string }[] = [
  { value: 'funding', label: 'Funding rounds' },
  { value: 'organizations', label: 'Organizations' },
];

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(show).join('; ') : '—';
  return String(value);
};

/** The columns of an added row, as the file names them. */
const ADD_COLUMNS: Record<ImportKind, { key: string; label: string }[]> = {
  funding: [
    { key: 'recipient', label: 'Recipient' },
    { key: 'round_name', label: 'Round' },
    { key: 'announcement_date', label: 'Date' },
    { key: 'announcement_date_precision', label: 'Precision' },
    { key: 'amount', label: 'Amount' },
    { key: 'currency', label: 'Currency' },
    { key: 'investors', label: 'Investors' },
  ],
  organizations: [
    { key: 'display_name', label: 'Name' },
    { key: 'website_url', label: 'Website' },
    { key: 'country_code', label: 'Country' },
    { key: 'city', label: 'City' },
    { key: 'kind', label: 'Kind' },
    { key: 'founding_year', label: 'Founded' },
    { key: 'tags', label: 'Tags' },
  ],
};

/** A file's text (FileReader: also where Blob.text() is missing). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

function ResultTables({ kind, result }: { kind: ImportKind; result: ImportResult }) {
  return (
    <>
      <h2 id="import-add" className={styles.sectionTitle}>
        {result.applied ? 'Added' : 'To add'} ({result.add.length})
      </h2>
      {result.add.length > 0 && (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-labelledby="import-add">
            <thead>
              <tr>
                <th scope="col">Row</th>
                {ADD_COLUMNS[kind].map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.add.map((item) => (
                <tr key={item.row}>
                  <td>{item.row}</td>
                  {ADD_COLUMNS[kind].map((column) => (
                    <td key={column.key}>{show(item.record[column.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 id="import-change" className={styles.sectionTitle}>
        {result.applied ? 'Changed' : 'To change'} ({result.change.length})
      </h2>
      {result.change.length > 0 && (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-labelledby="import-change">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Record</th>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {result.change.flatMap((item) =>
                item.changes.map((change, index) => (
                  <tr key={`${item.row}-${change.field}`}>
                    <td>{index === 0 ? item.row : ''}</td>
                    <td>{index === 0 ? item.label : ''}</td>
                    <td>{change.field}</td>
                    <td>{show(change.before)}</td>
                    <td>{show(change.after)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
      <h2 id="import-refused" className={styles.sectionTitle}>
        Refused ({result.refused.length})
      </h2>
      {result.refused.length > 0 && (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-labelledby="import-refused">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {result.refused.map((item) => (
                <tr key={`${item.row}-${item.reason}`}>
                  <td>{item.row}</td>
                  <td>{item.field ?? '—'}</td>
                  <td>{item.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.unchanged.length > 0 && (
        <p className={styles.muted}>
          Unchanged: {result.unchanged.length} row{result.unchanged.length === 1 ? '' : 's'} already match their records.
        </p>
      )}
    </>
  );
}

function ImportScreen() {
  const [kind, setKind] = useState<ImportKind>('funding');
  const [csv, setCsv] = useState('');
  const [createInvestors, setCreateInvestors] = useState(true);
  const [dryRun, setDryRun] = useState<ImportResult | null>(null);
  const [applied, setApplied] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const reset = () => {
    setDryRun(null);
    setApplied(null);
    setProblem(null);
  };

  const check = async (create = createInvestors) => {
    setBusy(true);
    setApplied(null);
    const outcome = await runImport(kind, 'dry-run', { csv, create_investors: create });
    setBusy(false);
    setDryRun(outcome.ok ? outcome.result : null);
    setProblem(outcome.ok ? null : outcome.message);
  };

  const apply = async () => {
    if (!dryRun) return;
    setConfirming(false);
    setBusy(true);
    const outcome = await runImport(kind, 'apply', {
      csv,
      create_investors: createInvestors,
      expected: { add: dryRun.add.length, change: dryRun.change.length },
    });
    setBusy(false);
    if (outcome.ok) {
      setApplied(outcome.result);
      setDryRun(null);
      setProblem(null);
    } else setProblem(outcome.message);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    reset();
    try {
      setCsv(await readText(file));
    } catch {
      setProblem('The file could not be read. Paste its text instead.');
    }
  };

  const writes = dryRun ? dryRun.add.length + dryRun.change.length : 0;
  const template = IMPORT_TEMPLATES[kind];

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <fieldset className={styles.choices}>
          <legend>What the file holds</legend>
          {KINDS.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="kind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => {
                  setKind(option.value);
                  reset();
                }}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        <p className={styles.muted}>
          <a href={templateHref(kind)} download={template.filename}>
            Download the template ({template.filename})
          </a>{' '}
          — the columns are described in the API documentation (CSV import).
        </p>
        <label>
          Upload a CSV file <input type="file" accept=".csv,text/csv" onChange={(event) => void readFile(event)} />
        </label>
        <label>
          Or paste the CSV
          <textarea
            rows={10}
            value={csv}
            onChange={(event) => {
              setCsv(event.target.value);
              reset();
            }}
          />
        </label>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy || !csv.trim()}>
            Dry run
          </Button>
        </div>
      </form>
      <ProblemArea id="import-problem" message={problem} />
      {busy && <p role="status">Working…</p>}

      {dryRun && (
        <section aria-label="Dry run">
          <p role="status">
            Dry run: {dryRun.add.length} to add, {dryRun.change.length} to change, {dryRun.refused.length} refused. Nothing is written yet.
          </p>
          {dryRun.new_investors.length > 0 && (
            <fieldset className={styles.choices}>
              <legend>New investors (no organization matches them)</legend>
              <ul>
                {dryRun.new_investors.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <label>
                <input
                  type="checkbox"
                  checked={createInvestors}
                  onChange={(event) => {
                    setCreateInvestors(event.target.checked);
                    void check(event.target.checked);
                  }}
                />{' '}
                Create them as organizations (kind investor); otherwise their rows are refused
              </label>
            </fieldset>
          )}
          <ResultTables kind={kind} result={dryRun} />
          <div className={styles.actions}>
            <Button type="button" disabled={busy || writes === 0} onClick={() => setConfirming(true)}>
              Apply
            </Button>
          </div>
        </section>
      )}

      {applied && (
        <section aria-label="Import result">
          <p role="status">
            Imported: {applied.add.length} added, {applied.change.length} changed, {applied.refused.length} refused
            {applied.created_investors.length ? `, ${applied.created_investors.length} investors created` : ''}.
          </p>
          <ResultTables kind={kind} result={applied} />
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        title="Apply this import?"
        text={`${dryRun?.add.length ?? 0} records will be added and ${dryRun?.change.length ?? 0} changed, in one go (refused rows are skipped). Every write is audited.`}
        confirmLabel="Apply"
        cancelLabel="Cancel"
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export const head = () => ({ title: 'Import CSV', noindex: true });

export default function AdminImportPage() {
  return <AdminFrame title={() => 'Import CSV'}>{() => <ImportScreen />}</AdminFrame>;
}
