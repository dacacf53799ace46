// The standalone API server: `npm start -w api` (src/main.ts) and hosts that run it as one
// of N processes. Listens on HOST:PORT, drains and closes on SIGTERM/SIGINT.
import type { FastifyInstance } from 'fastify';
import { buildApp, openDatabase } from './app';
import { loadConfig, type Config } from './config';
import type { Database } from './db/database';
import { gracefulShutdown } from './http/operations';
import { paymentsMode } from './resources/stripe/config';

export interface RunningServer {
  app: FastifyInstance;
  /** http://host:port */
  url: string;
  /** Drain in-flight requests, close the server and the database pool (idempotent). */
  shutdown(): Promise<boolean>;
}

export interface StartOptions {
  config?: Partial<Config>;
  database?: Database;
  /** Default HOST or 127.0.0.1 (0.0.0.0 in a container). */
  host?: string;
  /** Add host routes before listening (tests). */
  configure?: (app: FastifyInstance, database: Database) => void | Promise<void>;
  /** Handle SIGTERM/SIGINT: graceful shutdown, then exit (default true). */
  handleSignals?: boolean;
  env?: NodeJS.ProcessEnv;
}

const milliseconds = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const config = loadConfig(env, options.config);
  paymentsMode(process.env); // refuses a production start without payment settings before the database opens
  // Migrations and first-start seeding run under the database's startup lock (openDatabase).
  const database = options.database ?? (await openDatabase(config));
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database });
  } catch (error) {
    await database.close();
    throw error;
  }
  // After the API's own onClose hooks (data-version watch): the pool closes last.
  app.addHook('onClose', async () => database.close());
  await options.configure?.(app, database);
  const url = await app.listen({ port: config.port, host: options.host ?? env.HOST?.trim() ?? '127.0.0.1' });

  let closing: Promise<boolean> | null = null;
  const shutdown = () => {
    closing ??= gracefulShutdown(app, {
      // API_SHUTDOWN_DELAY_MS: keep serving (ready = 503) so a balancer stops sending first.
      delayMs: milliseconds(env.API_SHUTDOWN_DELAY_MS, 0),
      timeoutMs: milliseconds(env.API_SHUTDOWN_TIMEOUT_MS, 10_000),
      log: (message) => app.log.info(`shutdown: ${message}`),
    });
    return closing;
  };
  if (options.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      app.log.info({ signal }, 'shutdown: draining');
      void shutdown().then((closed) => process.exit(closed ? 0 : 1));
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }
  return { app, url, shutdown };
}
