// Jobs from company job boards (issue 21), on the composed site in a real browser: staff gives an
// organization a Greenhouse board (the local stub of lib/jobBoardStub.ts, set up by run.ts) and
// presses 'Run now' on /admin/background-jobs; /jobs then lists its postings with the
// organization, and its page counts them. The stub drops a posting, the sync runs again, and the
// posting is gone from /jobs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { setStubBoard, type StubPosting } from './lib/jobBoardStub';
import { area, BASE, openBrowser, signIn, type TestBrowser, waitForHydration } from './lib/site';

const STAFF_EMAIL = process.env.STAFF_EMAIL ?? '';
const STAFF_PASSWORD = process.env.STAFF_PASSWORD ?? '';
const STUB_URL = process.env.E2E_JOB_BOARD_STUB_URL ?? '';
const ORGANIZATION = { slug: 'realta-fusion', name: 'Realta Fusion' };
const BOARD = 'realta-e2e';
const RUN = Date.now();
const POSTINGS: StubPosting[] = [
  { id: 4_100_001, title: `Plasma Physicist (e2e ${RUN})`, location: 'Madison, WI', department: 'Physics' },
  { id: 4_100_002, title: `Magnet Engineer (e2e ${RUN})`, location: 'Remote - US', department: 'Engineering' },
];
const SYNC_TASK = 'Jobs from company job boards';

let staff: TestBrowser;
const accountOf = (page: Page) => area(page, 'account');

/** Presses 'Run now' on the sync and waits until that run has finished (the row polls). */
async function runSyncNow(page: Page): Promise<void> {
  await page.goto(`${BASE}/admin/background-jobs`);
  const row = accountOf(page).getByRole('row', { name: new RegExp(SYNC_TASK) });
  const button = row.getByRole('button', { name: /^Run now/ });
  await waitForHydration(page, '[data-area="account"] h1');
  await button.waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-area="account"] button')].some(
      (b) => /^Run now/.test(b.textContent ?? '') && !(b as HTMLButtonElement).disabled,
    ),
  );
  const startedBefore = await row
    .locator('time')
    .first()
    .getAttribute('datetime')
    .catch(() => null);
  await button.click();
  // Done when the row shows a newer start and the button is back.
  await page.waitForFunction(
    ({ task, before: previous }) => {
      const rowNode = [...document.querySelectorAll('[data-area="account"] tr')].find((tr) =>
        tr.getAttribute('aria-label')?.startsWith(task),
      );
      const started = rowNode?.querySelector('time')?.getAttribute('datetime') ?? null;
      const button = rowNode?.querySelector('button') as HTMLButtonElement | null | undefined;
      return (
        started !== null &&
        started !== previous &&
        button !== null &&
        button !== undefined &&
        /^Run now/.test(button.textContent ?? '') &&
        !button.disabled
      );
    },
    { task: SYNC_TASK, before: startedBefore },
    { timeout: 60_000 },
  );
  assert.match(await row.innerText(), /Succeeded/);
}

/** The titles /jobs lists for the organization (server-rendered, then hydrated). */
async function listedTitles(page: Page): Promise<string[]> {
  await page.goto(`${BASE}/jobs`);
  const content = area(page, 'content');
  await content.locator('h1').waitFor();
  const text = await content.innerText();
  return POSTINGS.map((posting) => posting.title).filter((title) => text.includes(title));
}

describe('jobs from a job board', { skip: !STUB_URL && 'no job board stub (run through npm run test:e2e)' }, () => {
  before(async () => {
    staff = await openBrowser();
    await signIn(staff.page, STAFF_EMAIL, STAFF_PASSWORD);
    await setStubBoard(STUB_URL, BOARD, POSTINGS);
  });
  after(async () => {
    await staff?.close();
  });

  it('staff sets a Greenhouse board and runs the sync: /jobs lists its postings, its page counts them', async () => {
    const { page } = staff;
    const id = await page.evaluate(async (name) => {
      const answer = (await (await fetch(`/api/v1/admin/organizations/lookup/?q=${encodeURIComponent(name)}`)).json()) as {
        results: { id: number; label: string }[];
      };
      return answer.results.find((row) => row.label.startsWith(name))?.id;
    }, ORGANIZATION.name);
    assert.ok(id, `${ORGANIZATION.name} is in the admin lookup`);
    await page.goto(`${BASE}/admin/organizations/${id}`);
    const form = accountOf(page);
    await waitForHydration(page, '[data-area="account"] form button[type="submit"]');
    await page.waitForFunction(
      () => !(document.querySelector('[data-area="account"] form button[type="submit"]') as HTMLButtonElement | null)?.disabled,
    );
    await form.getByLabel('Job board', { exact: true }).selectOption('greenhouse');
    await form.getByLabel('Job board id', { exact: true }).fill(BOARD);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/v1/admin/organizations/${id}/`),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    const answer = await saved;
    assert.equal(answer.status(), 200, await answer.text());

    await runSyncNow(page);

    assert.deepEqual(
      await listedTitles(page),
      POSTINGS.map((posting) => posting.title),
    );
    const listing = area(page, 'content').locator('article').filter({ hasText: POSTINGS[0]!.title });
    assert.match(await listing.innerText(), new RegExp(ORGANIZATION.name));

    await page.goto(`${BASE}/organizations/${ORGANIZATION.slug}`);
    const stats = area(page, 'directory').getByText('Jobs', { exact: true }).locator('..');
    assert.match(await stats.innerText(), /\b2\b/);
  });

  it('a posting dropped from the board is gone after the next sync', async () => {
    const { page } = staff;
    await setStubBoard(STUB_URL, BOARD, POSTINGS.slice(1));
    await runSyncNow(page);
    assert.deepEqual(await listedTitles(page), [POSTINGS[1]!.title]);
  });
});
