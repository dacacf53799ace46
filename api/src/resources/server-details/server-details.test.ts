import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('GET /api/server-details answers color, githash and deploytime', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/server-details' });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ color: 'white', githash: 'abc1234', deploytime: '2026-01-01T00:00:00.000Z' });
});

test('unknown /api paths answer a JSON 404', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
  expect(response.statusCode).toBe(404);
  expect(json(response).message).toMatch(/No API route/);
});
