// Payments fail closed (security review M1): with NODE_ENV=production the server does not start
// without the Stripe settings unless STRIPE_MODE=test asks for test mode; the startup log and
// GET /api/accounts/info/ (what /affiliate reads) say which mode runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { createBackgroundRunner } from '../../background/runner';
import { loadConfig } from '../../config';
import { createMailer } from '../../mail/mailer';
import { json, startTestApp, TEST_CONFIG } from '../../../test/app';
import { signedIn } from '../../../test/contributions';
import { openTestDatabase } from '../../../test/db';
import { loadBillingConfig, paymentsMode, STRIPE_VARIABLES } from './config';
import stripeRoutes from './routes';

const API_ROOT = path.resolve(__dirname, '..', '..', '..');
const STRIPE_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_YEARLY: 'price_y',
};

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** process.env without any Stripe setting, plus `values`. */
function useEnv(values: Record<string, string>): void {
  for (const name of [...STRIPE_VARIABLES, 'STRIPE_MODE']) delete process.env[name];
  Object.assign(process.env, values);
}

/** What the payment routes log when they start under process.env (a server of their own with a log stream). */
async function startupLog(): Promise<string[]> {
  const database = await openTestDatabase();
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line).msg) } } });
  try {
    const config = loadConfig({}, { ...TEST_CONFIG, smtpUrl: null, mailOutboxDir: os.tmpdir() });
    const secret = TEST_CONFIG.sessionSecret;
    await app.withTypeProvider<TypeBoxTypeProvider>().register(stripeRoutes, {
      db: database.db,
      config,
      secret,
      mailer: createMailer(config),
      billing: loadBillingConfig(process.env, secret),
      background: createBackgroundRunner({ database, config, mailer: createMailer(config), tasks: [], log: console }),
    });
    await app.ready();
  } finally {
    await app.close();
    await database.close();
  }
  return lines;
}

async function paymentsModeShown(): Promise<string> {
  const t = await startTestApp();
  try {
    const member = await signedIn(t.app, t.database.db);
    return json(await member.browser.call('GET', '/api/accounts/info/')).payments_mode;
  } finally {
    await t.close();
  }
}

describe('the payments mode from the environment', () => {
  it('production without a Stripe key is refused, naming the settings and STRIPE_MODE=test', () => {
    expect(() => paymentsMode({ NODE_ENV: 'production' })).toThrow(
      'NODE_ENV=production without Stripe: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY',
    );
    expect(() => paymentsMode({ NODE_ENV: 'production', STRIPE_MODE: '' })).toThrow('or set STRIPE_MODE=test');
    expect(paymentsMode({ NODE_ENV: 'production', STRIPE_MODE: 'test' })).toBe('test');
    expect(paymentsMode({ NODE_ENV: 'production', ...STRIPE_SETTINGS })).toBe('stripe');
    // Outside production test mode stays the default.
    expect(paymentsMode({})).toBe('test');
    expect(paymentsMode({ NODE_ENV: 'development' })).toBe('test');
  });

  it('refuses an unknown STRIPE_MODE and one that contradicts the settings', () => {
    expect(() => paymentsMode({ STRIPE_MODE: 'live' })).toThrow(`STRIPE_MODE="live": use 'test'`);
    expect(() => paymentsMode({ STRIPE_MODE: 'test', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow('both set');
    expect(() => paymentsMode({ STRIPE_MODE: 'stripe' })).toThrow('STRIPE_MODE=stripe needs STRIPE_SECRET_KEY');
    expect(paymentsMode({ STRIPE_MODE: 'stripe', ...STRIPE_SETTINGS })).toBe('stripe');
    // A key without the rest is refused as before.
    expect(() => loadBillingConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' }, 's')).toThrow('STRIPE_WEBHOOK_SECRET');
  });
});

describe('starting with NODE_ENV=production', () => {
  it('without the Stripe settings the server process exits with the message, before opening its database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-payments-start-'));
    const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
    for (const name of [...STRIPE_VARIABLES, 'STRIPE_MODE']) delete env[name];
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_ROOT,
        env: {
          ...env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PORT: '18999',
          SESSION_SECRET: TEST_CONFIG.sessionSecret,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk) => (output += String(chunk)));
      child.stderr!.on('data', (chunk) => (output += String(chunk)));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      for (const name of STRIPE_VARIABLES) expect(output).toContain(name);
      expect(output).toContain('STRIPE_MODE=test');
      expect(fs.readdirSync(dataDir)).toEqual([]); // no database was created
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('without the Stripe settings the API plugin (also mounted by the composed site) refuses to start', async () => {
    useEnv({ NODE_ENV: 'production' });
    await expect(startTestApp()).rejects.toThrow('or set STRIPE_MODE=test');
  });

  it('with STRIPE_MODE=test it starts in test mode: the startup log and /api/accounts/info/ say so', async () => {
    useEnv({ NODE_ENV: 'production', STRIPE_MODE: 'test' });
    expect(await startupLog()).toContain('Payments run in test mode (STRIPE_MODE=test): checkout is a local page and no card is charged.');
    expect(await paymentsModeShown()).toBe('test');
  });

  it('with the Stripe settings it runs in live mode', async () => {
    useEnv({ NODE_ENV: 'production', ...STRIPE_SETTINGS });
    const log = await startupLog();
    expect(log).toContain('Payments use Stripe (live key).');
    expect(log.join('\n')).not.toMatch(/test mode/i);
    expect(await paymentsModeShown()).toBe('stripe');
  });
});
