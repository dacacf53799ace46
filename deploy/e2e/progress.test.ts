// Fusion progress on the composed site (issue 26): without JavaScript, the milestone ledger filters
// on the server and says which claims slipped; a project page shows its own points (a chart image
// the API draws, and a table with each source) and its ledger.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { area, BASE, openBrowser, type TestBrowser } from './lib/site';

let noJs: TestBrowser;

before(async () => {
  noJs = await openBrowser({ javaScriptEnabled: false });
});

after(async () => {
  await noJs?.close();
});

describe('progress', () => {
  it('/progress/milestones filtered to slipped claims without JavaScript lists only slipped ones', async () => {
    const response = await noJs.page.goto(`${BASE}/progress/milestones`);
    assert.equal(response?.status(), 200);
    const main = area(noJs.page, 'directory');
    await main.getByRole('heading', { level: 1 }).waitFor();
    await main.getByRole('combobox', { name: 'Status' }).selectOption('slipped');
    await main.getByRole('button', { name: 'Show' }).click();
    await noJs.page.waitForURL(/\/progress\/milestones\?.*status=slipped/);
    const rows = area(noJs.page, 'directory').getByRole('table').locator('tbody tr');
    const count = await rows.count();
    assert.ok(count >= 5, `${count} slipped claims`);
    for (const text of await rows.allInnerTexts()) assert.match(text, /Slipped by \d+ months?/);
  });

  it("a project page shows its points with their sources, the API's chart of them, and its ledger", async () => {
    await noJs.page.goto(`${BASE}/projects/sparc`);
    const main = area(noJs.page, 'directory');
    const performance = main.getByRole('region', { name: 'Plasma performance' });
    const chart = performance.getByRole('img', { name: /^Triple product of SPARC by year/ });
    assert.equal(await chart.getAttribute('src'), '/api/v1/projects/sparc/progress.svg');
    assert.ok(await chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the chart loads');
    const sources = await performance
      .getByRole('table')
      .locator('tbody a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(sources.length > 0 && sources.every((href) => href?.startsWith('https://')), 'every point links its source');
    const ledger = main.getByRole('region', { name: 'Milestones' });
    assert.match(await ledger.innerText(), /Q\s*sci|Q_sci|gain|first plasma/i);
  });
});
