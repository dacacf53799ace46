import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('serves a flag SVG for a known country code', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/flags/us.svg' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.body).toMatch(/^<svg/);
});

test.each(['zz.svg', 'usa.svg', 'us.png', '..%2Fetc.svg'])('refuses %s with a 4xx', async (file) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/flags/${file}` });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
});
