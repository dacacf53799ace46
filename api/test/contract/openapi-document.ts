// The OpenAPI document of the API, built without a database (no route runs).
import Fastify from 'fastify';
import { apiPlugin } from '../../src/app';
import type { Database } from '../../src/db/database';

export async function openApiDocument(): Promise<{ components?: { schemas?: Record<string, object> } } & Record<string, unknown>> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  const noDatabase = { db: {} as Database['db'], kind: 'pglite', close: async () => {} } satisfies Database;
  await app.register(apiPlugin, {
    database: noDatabase,
    config: { logger: false, sessionSecret: 'x'.repeat(40), gitHash: 'none', backgroundSchedules: false },
  });
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  await app.close();
  return JSON.parse(response.body);
}
