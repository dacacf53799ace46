// /admin/import (issue 19 item 5) against the import API (network faked): the dry run as tables
// (add, change field by field, refused with the reason), new investors with their checkbox, apply
// after a confirmation with the dry run's counts, errors, upload, templates and the staff rule.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import type { AdminMeta } from '../api/types';
import type { ImportResult } from './importApi';
import { IMPORT_TEMPLATES } from './templates';

let api: FakeApi | null = null;
afterEach(() => api?.restore());
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});

const META: AdminMeta = { entities: [] };
const META_ROUTE = { 'GET /api/v1/admin/meta/': { data: META } };
const DRY_RUN = 'POST /api/v1/admin/import/funding/dry-run/';
const APPLY = 'POST /api/v1/admin/import/funding/apply/';
const CSV = 'recipient,date,round\nhelion,2031-05-20,Series R';

const round = (row: number, name: string, id: number | null = null) => ({
  row,
  id,
  record: { recipient: 'Helion', round_name: name, announcement_date: '2031-05-20', announcement_date_precision: 'day', investors: [] },
});
const DRY: ImportResult = {
  applied: false,
  add: [round(2, 'Series R'), round(3, 'Seed Q'), round(4, 'Grant Q')],
  change: [{ row: 5, id: 41, label: 'Helion: Series Q (2031-03)', changes: [{ field: 'amount', before: 10000000, after: 12000000 }] }],
  unchanged: [],
  refused: [
    { row: 6, field: 'recipient', reason: 'No organization "No Such Fusion Co": add it first (or import organizations).' },
    { row: 7, field: 'date', reason: 'date must be a day (2025-06-12), a month (2025-06) or a year (2025); got "2031-02-30".' },
  ],
  new_investors: ['Nova Capital'],
  created_investors: [],
};
const APPLIED: ImportResult = {
  ...DRY,
  applied: true,
  add: [round(2, 'Series R', 91), round(3, 'Seed Q', 92), round(4, 'Grant Q', 93)],
  created_investors: [{ id: 90, name: 'Nova Capital' }],
};

const bodies = (key: string) =>
  api!.requests
    .filter((request) => `${request.method?.toUpperCase()} ${request.url}` === key)
    .map((request) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data));
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

async function pasteAndCheck(csv = CSV) {
  const textarea = await screen.findByRole('textbox', { name: 'Or paste the CSV' });
  await userEvent.click(textarea);
  await userEvent.paste(csv);
  await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
}

describe('/admin/import', () => {
  it('shows the dry run as tables, then applies it after a confirmation with the counts it showed', async () => {
    api = fakeApi({ ...META_ROUTE, [DRY_RUN]: { data: DRY }, [APPLY]: { data: APPLIED } });
    renderAreaAt('/admin/import');
    await pasteAndCheck();

    const dryRun = await screen.findByRole('region', { name: 'Dry run' });
    expect(within(dryRun).getByText(/3 to add, 1 to change, 2 refused/)).toBeInTheDocument();
    expect(cells(within(dryRun).getByRole('table', { name: 'To add (3)' })).map((row) => row.slice(0, 3))).toEqual([
      ['Row', 'Recipient', 'Round'],
      ['2', 'Helion', 'Series R'],
      ['3', 'Helion', 'Seed Q'],
      ['4', 'Helion', 'Grant Q'],
    ]);
    expect(cells(within(dryRun).getByRole('table', { name: 'To change (1)' }))).toEqual([
      ['Row', 'Record', 'Field', 'Before', 'After'],
      ['5', 'Helion: Series Q (2031-03)', 'amount', '10000000', '12000000'],
    ]);
    expect(cells(within(dryRun).getByRole('table', { name: 'Refused (2)' })).map((row) => row.slice(0, 2))).toEqual([
      ['Row', 'Column'],
      ['6', 'recipient'],
      ['7', 'date'],
    ]);
    expect(within(dryRun).getByText(/No organization "No Such Fusion Co"/)).toBeInTheDocument();
    expect(bodies(DRY_RUN)).toEqual([{ csv: CSV, create_investors: true }]);
    expect(bodies(APPLY)).toEqual([]);

    await userEvent.click(within(dryRun).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('3 records will be added and 1 changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(within(result).getByText(/Imported: 3 added, 1 changed, 2 refused, 1 investors created/)).toBeInTheDocument();
    expect(within(result).getByRole('table', { name: 'Added (3)' })).toBeInTheDocument();
    expect(bodies(APPLY)).toEqual([{ csv: CSV, create_investors: true, expected: { add: 3, change: 1 } }]);
    expect(screen.queryByRole('region', { name: 'Dry run' })).not.toBeInTheDocument();
  });

  it('cancelling the confirmation writes nothing', async () => {
    api = fakeApi({ ...META_ROUTE, [DRY_RUN]: { data: DRY }, [APPLY]: { data: APPLIED } });
    renderAreaAt('/admin/import');
    await pasteAndCheck();
    await userEvent.click(within(await screen.findByRole('region', { name: 'Dry run' })).getByRole('button', { name: 'Apply' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(bodies(APPLY)).toEqual([]);
  });

  it('lists new investors; unticking their checkbox runs the dry run again without creating them', async () => {
    const declined: ImportResult = {
      ...DRY,
      add: DRY.add.slice(1),
      refused: [
        { row: 2, field: 'investors', reason: 'Unknown investor "Nova Capital": choose to create it, or add it first.' },
        ...DRY.refused,
      ],
    };
    api = fakeApi({
      ...META_ROUTE,
      [DRY_RUN]: (body: unknown) => ({ data: (body as { create_investors: boolean }).create_investors ? DRY : declined }),
    });
    renderAreaAt('/admin/import');
    await pasteAndCheck();
    const investors = await screen.findByRole('group', { name: /New investors/ });
    expect(within(investors).getByRole('listitem')).toHaveTextContent('Nova Capital');
    const checkbox = within(investors).getByRole('checkbox', { name: /Create them as organizations/ });
    expect(checkbox).toBeChecked();

    await userEvent.click(checkbox);
    await screen.findByText(/2 to add, 1 to change, 3 refused/);
    expect(bodies(DRY_RUN).map((body) => body.create_investors)).toEqual([true, false]);
    expect(screen.getByText(/Unknown investor "Nova Capital"/)).toBeInTheDocument();
  });

  it('shows the API’s message when the file is refused, and when apply finds the data changed (409)', async () => {
    api = fakeApi({
      ...META_ROUTE,
      [DRY_RUN]: { status: 400, data: { message: 'Unknown column "colour"; the columns are recipient, date, round.', field: 'csv' } },
    });
    renderAreaAt('/admin/import');
    await pasteAndCheck('recipient,date,round,colour\nhelion,2031,A,red');
    expect(await screen.findByText(/Unknown column "colour"/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dry run' })).not.toBeInTheDocument();
    api.restore();

    const drifted = 'The data changed since the dry run: nothing was written. Run the dry run again and review it.';
    api = fakeApi({ ...META_ROUTE, [DRY_RUN]: { data: DRY }, [APPLY]: { status: 409, data: { message: drifted } } });
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await userEvent.click(within(await screen.findByRole('region', { name: 'Dry run' })).getByRole('button', { name: 'Apply' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(drifted)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import result' })).not.toBeInTheDocument();
  });

  it('reads an uploaded file; the kind chooses the endpoint and the template', async () => {
    api = fakeApi({
      ...META_ROUTE,
      'POST /api/v1/admin/import/organizations/dry-run/': { data: { ...DRY, add: [], change: [], refused: [], new_investors: [] } },
    });
    renderAreaAt('/admin/import');
    const template = await screen.findByRole('link', { name: /Download the template/ });
    expect(template).toHaveAttribute('download', IMPORT_TEMPLATES.funding.filename);
    await userEvent.click(screen.getByRole('radio', { name: 'Organizations' }));
    expect(template).toHaveAttribute('download', IMPORT_TEMPLATES.organizations.filename);
    expect(decodeURIComponent(template.getAttribute('href')!.split(',').slice(1).join(','))).toBe(IMPORT_TEMPLATES.organizations.csv);

    const file = new File(['name,website\nExample Fusion,https://example.com'], 'orgs.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(/Upload a CSV file/), file);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Or paste the CSV' })).toHaveValue('name,website\nExample Fusion,https://example.com'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await screen.findByText(/0 to add, 0 to change, 0 refused/);
    expect(within(screen.getByRole('region', { name: 'Dry run' })).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(bodies('POST /api/v1/admin/import/organizations/dry-run/')).toEqual([
      { csv: 'name,website\nExample Fusion,https://example.com', create_investors: true },
    ]);
  });

  it('sends a signed-in user without staff rights (403) to /profile', async () => {
    api = fakeApi({
      'GET /api/v1/admin/meta/': { status: 403, data: { message: 'Only staff can do this.' } },
      'GET /api/accounts/info/': {
        data: { full_name: 'Ada', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] },
      },
    });
    renderAreaAt('/admin/import');
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });
});
