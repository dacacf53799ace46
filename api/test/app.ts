// A test app on a fresh copy of the fixture database, plus helpers to call it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type ApiPluginOptions, type Config } from '../src/app';
import type { Database } from '../src/db/database';
import { openTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** This app's mail outbox (a fresh temporary directory, removed by close()). */
  outboxDir: string;
  close(): Promise<void>;
}

export const TEST_CONFIG = {
  logger: false,
  sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
  dataDir: path.join(os.tmpdir(), 'api-test-data'),
  gitHash: 'abc1234',
  deployTime: '2026-01-01T00:00:00.000Z',
  environmentColor: 'white',
  databaseUrl: null,
  // Links follow the request's Host (as without SITE_URL), whatever the environment says.
  siteUrlConfigured: false,
};

export async function startTestApp(
  config: Partial<Config> = {},
  options: Pick<ApiPluginOptions, 'backgroundTasks' | 'background' | 'onFirstVisitSessions'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-outbox-'));
  let app: FastifyInstance;
  try {
    app = await buildApp({ ...options, database, config: { ...TEST_CONFIG, mailOutboxDir: outboxDir, smtpUrl: null, ...config } });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    outboxDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export function json<T = any>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/** The anonymous cookie + CSRF token pair a browser would hold after loading the session. */
export async function anonymousCsrf(app: FastifyInstance): Promise<{ cookie: string; csrf: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/accounts/session/' });
  const setCookie = response.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => String(c).split(';')[0]).join('; ');
  return { cookie, csrf: json(response).csrf };
}
