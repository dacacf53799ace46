// The benefits at read time (issue 14): they end exactly when the paid period ends — in every
// public answer, cached or not — and affiliates come first among equal sort keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { forceTestMode, membership, newOrganization, subscribeAndPay } from '../../../test/payments';
import { billingNowMs, setTestClock } from './clock';

forceTestMode();

const T0 = '2026-03-15T12:00:00.000Z';
const END = Date.parse('2026-04-15T12:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setTestClock(T0);
});
afterAll(async () => {
  setTestClock(null);
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a paid period ending', () => {
  let organizationId: number;
  const hts = (body: any) =>
    body.results
      .flatMap((category: any) => category.sub_categories)
      .find((sub: any) => sub.slug === 'hts-tape')
      .organizations.map((org: any) => [org.slug, org.is_affiliate]);

  beforeAll(async () => {
    setTestClock(T0);
    // Tokamak Components: the fixtures' affiliate (own description, sales email), now paying.
    ({ organizationId } = await subscribeAndPay(t.app, t.database.db, 'tokamak-components'));
    expect(await membership(t.database.db, organizationId)).toMatchObject({ isAffiliate: true, nextBillingDate: at(END) });
  });

  it('before the end: the benefits everywhere, and cached answers are kept (no needless invalidation)', async () => {
    setTestClock(END - 60_000);
    const first = await get('/api/v1/supply-chain/');
    expect(hts(json(first))).toEqual([
      ['tokamak-components', true],
      ['faraday-factory-japan', false],
    ]);
    setTestClock(END - 1000);
    const second = await get('/api/v1/supply-chain/');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);

    const detail = json(await get('/api/v1/organizations/tokamak-components/'));
    expect(detail).toMatchObject({
      is_affiliate: true,
      self_description: 'Our own words about our components.',
      contact_email: 'sales@example.org',
    });
    const search = json(await get('/api/v1/search/?query=tokamak%20comp'));
    expect(search.results[0]).toMatchObject({ slug: 'tokamak-components', is_affiliate: true });
    const list = json(await get('/api/v1/organizations/?page_size=9999'));
    expect(list.results.find((org: any) => org.slug === 'tokamak-components')).toMatchObject({
      is_affiliate: true,
      description: 'Our own words about our components.',
    });
  });

  it('one second after the end: no cached answer shows the gold check, the benefits are gone — with no write and no job', async () => {
    // Warm every cache at the last second of the period.
    setTestClock(END - 1000);
    const urls = [
      '/api/v1/supply-chain/',
      '/api/v1/organizations/tokamak-components/',
      '/api/v1/search/?query=tokamak%20comp',
      '/api/v1/organizations/?page_size=9999',
      '/api/v1/jobs/',
      '/api/v1/activity-logs/?page_size=50',
    ];
    for (const url of urls) await get(url);
    expect((await get('/api/v1/supply-chain/')).headers['x-cache']).toBe('hit');

    setTestClock(END + 1000);
    const supply = await get('/api/v1/supply-chain/');
    expect(supply.headers['x-cache']).toBe('miss');
    expect(hts(json(supply))).toEqual([
      ['faraday-factory-japan', false],
      ['tokamak-components', false],
    ]);
    const detail = json(await get('/api/v1/organizations/tokamak-components/'));
    expect(detail).toMatchObject({ is_affiliate: false, self_description: null, contact_email: null });
    const search = json(await get('/api/v1/search/?query=tokamak%20comp'));
    expect(search.results[0]).toMatchObject({ slug: 'tokamak-components', is_affiliate: false });
    const list = json(await get('/api/v1/organizations/?page_size=9999'));
    expect(list.results.find((org: any) => org.slug === 'tokamak-components')).toMatchObject({
      is_affiliate: false,
      description: 'A supplier used to test affiliate ordering.',
    });
    for (const url of ['/api/v1/jobs/', '/api/v1/activity-logs/?page_size=50']) {
      expect(JSON.stringify(json(await get(url)))).not.toMatch(/"slug":"tokamak-components"[^}]*"is_affiliate":true/);
    }
    // Nothing was written: the stored columns still say what the webhooks said.
    expect(await membership(t.database.db, organizationId)).toMatchObject({
      isAffiliate: true,
      subStatus: 'active',
      nextBillingDate: at(END),
    });
  });

  it('moving the (test) clock back restores them: caches follow the clock both ways', async () => {
    setTestClock(END + 5000);
    await get('/api/v1/supply-chain/');
    setTestClock(END - 5000);
    expect(hts(json(await get('/api/v1/supply-chain/')))[0]).toEqual(['tokamak-components', true]);
  });
});

describe('priority listing: affiliates first among equal sort keys', () => {
  beforeAll(async () => {
    setTestClock(T0);
    await newOrganization(t.database.db, 'plasma-alpha', { displayName: 'Plasma Alpha' });
    await newOrganization(t.database.db, 'plasma-beta', { displayName: 'Plasma Beta' });
    await subscribeAndPay(t.app, t.database.db, 'plasma-beta');
  });
  afterAll(() => setTestClock(T0));

  const usOrder = async (sort: string) =>
    json(await get(`/api/v1/organizations/?sort=${sort}&page_size=9999`))
      .results.filter((org: any) => org.country === 'United States')
      .map((org: any) => org.slug);

  it('organization lists: within a country the affiliate comes first; a name sort is still a name sort', async () => {
    setTestClock(T0);
    const byCountry = await usOrder('country');
    expect(byCountry[0]).toBe('plasma-beta');
    expect(byCountry.indexOf('plasma-alpha')).toBeGreaterThan(byCountry.indexOf('helion'));
    const byName = json(await get('/api/v1/organizations/?page_size=9999')).results.map((org: any) => org.slug);
    expect(byName.indexOf('plasma-alpha')).toBe(byName.indexOf('plasma-beta') - 1);
    const byFunding = json(await get('/api/v1/organizations/?sort=-total_funding&page_size=9999')).results;
    const unfunded = byFunding.filter((org: any) => org.total_funding === 0).map((org: any) => org.slug);
    expect(unfunded.slice(0, 2).sort()).toEqual(['plasma-beta', 'tokamak-components'].sort()); // both affiliates now (T0)
  });

  it('search: among results of the same rank the affiliate comes first (index and SQL agree)', async () => {
    setTestClock(T0);
    const results = json(await get('/api/v1/search/?query=plasma')).results.map((row: any) => [row.slug, row.is_affiliate]);
    expect(results.slice(0, 2)).toEqual([
      ['plasma-beta', true],
      ['plasma-alpha', false],
    ]);
    const { search } = await import('../search/queries');
    const sql = await search(t.database.db, 'plasma', { limit: 2, offset: 0 } as any);
    expect(sql.map((row) => row.slug)).toEqual(['plasma-beta', 'plasma-alpha']);
  });

  it('after the period ends, the former affiliate goes back to its place', async () => {
    setTestClock(END + 1000);
    expect((await usOrder('country'))[0]).not.toBe('plasma-beta');
    const results = json(await get('/api/v1/search/?query=plasma')).results.map((row: any) => row.slug);
    expect(results.slice(0, 2)).toEqual(['plasma-alpha', 'plasma-beta']);
  });
});

describe('the test clock', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    setTestClock(T0);
  });

  it('exists only when NODE_ENV=test: setTestClock throws otherwise and API_TEST_CLOCK_FILE is ignored', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clock-')), 'now');
    fs.writeFileSync(file, '2030-01-01T00:00:00.000Z');
    setTestClock(null);
    process.env.API_TEST_CLOCK_FILE = file;
    expect(billingNowMs()).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    process.env.NODE_ENV = 'production';
    expect(Math.abs(billingNowMs() - Date.now())).toBeLessThan(1000);
    expect(() => setTestClock(T0)).toThrow('only when NODE_ENV=test');
    process.env.NODE_ENV = 'test';
    process.env.STRIPE_SECRET_KEY = 'sk_live_123';
    expect(Math.abs(billingNowMs() - Date.now())).toBeLessThan(1000); // never with a live key
    delete process.env.STRIPE_SECRET_KEY;
    fs.writeFileSync(file, '');
    expect(Math.abs(billingNowMs() - Date.now())).toBeLessThan(1000); // empty file: the system clock
  });
});

it('comped memberships (no billing date) stay: the demo affiliates are not touched by the period rule', async () => {
  setTestClock(T0);
  await newOrganization(t.database.db, 'comped-org', { displayName: 'Comped Org', isAffiliate: true });
  const [row] = await t.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'comped-org'));
  setTestClock('2099-01-01T00:00:00.000Z');
  expect(json(await get('/api/v1/organizations/comped-org/')).is_affiliate).toBe(true);
  expect(await membership(t.database.db, row!.id)).toEqual({ isAffiliate: true, subStatus: null, nextBillingDate: null });
});
