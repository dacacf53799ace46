// /map on the composed site (issue 26 §4): without JavaScript, the server draws the machines and
// the GET form filters them; a project page shows its location as a static image.
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

describe('map', () => {
  it('/map filtered to stellarators without JavaScript shows only stellarators', async () => {
    const response = await noJs.page.goto(`${BASE}/map`);
    assert.equal(response?.status(), 200);
    const main = area(noJs.page, 'directory');
    await main.getByRole('heading', { level: 1, name: 'Map' }).waitFor();
    const map = main.getByRole('img', { name: 'World map of fusion machines' });
    assert.ok((await map.locator('a').count()) > 30, 'markers drawn by the server');
    const allConcepts = await main.getByRole('list', { name: 'Machines on the map' }).innerText();
    assert.match(allConcepts, /Tokamak/);

    await main.getByRole('combobox', { name: 'Concept' }).selectOption('stellarator');
    await main.getByRole('button', { name: 'Apply' }).click();
    // Without JavaScript the form sends its empty status too.
    await noJs.page.waitForURL(/\/map\?concept=stellarator(&status=)?$/);
    const filtered = area(noJs.page, 'directory');
    const lines = await filtered.getByRole('list', { name: 'Machines on the map' }).locator('li:not(:has(ul))').allInnerTexts();
    assert.ok(lines.length >= 5, `${lines.length} stellarators listed`);
    for (const line of lines) assert.match(line, /— Stellarator ·/);
    const titles = await filtered.getByRole('img', { name: 'World map of fusion machines' }).locator('a > title').allTextContents();
    assert.ok(titles.length > 0);
    for (const title of titles) assert.doesNotMatch(title, /Tokamak/);
  });

  it('the land outline is one cached SVG, and a project page shows its location as an image', async () => {
    const land = await fetch(`${BASE}/api/v1/map/land.svg`);
    assert.equal(land.status, 200);
    assert.match(land.headers.get('cache-control') ?? '', /^public, max-age=\d+/);
    await noJs.page.goto(`${BASE}/projects/wendelstein-7-x`);
    const image = area(noJs.page, 'directory').getByRole('img', { name: /^World map with the location of Wendelstein 7-X/ });
    assert.equal(await image.getAttribute('src'), '/api/v1/projects/wendelstein-7-x/map.svg');
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the image loads');
  });
});
