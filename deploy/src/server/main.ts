// Runs the composed site (API + pages + releases) on PORT: `node deploy/dist/main.js` once built
// (scripts/build-server.mjs), `tsx deploy/src/server/main.ts` in development. npm start
// (src/cli/start.ts) builds and releases what is missing, then runs this.
import { apiPlugin, bumpDataVersion, dataVersion, fenceDataVersion, gracefulShutdown, loadConfig, openDatabase, paymentsMode } from 'api';
import { deployPaths } from '../paths';
import { createCompositionServer } from './app';
import { PAGE_CACHE_MAX_BYTES, PageCache } from './pageCache';

async function main() {
  const port = Number(process.env.PORT || 8080);
  const host = process.env.HOST || 'localhost';
  const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
  const config = loadConfig(process.env, { port, siteUrl });
  try {
    paymentsMode(process.env);
  } catch (error) {
    // Production without Stripe settings (or STRIPE_MODE=test): refused before the database opens.
    console.error((error as Error).message);
    process.exit(1);
  }

  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    // e.g. another server already holds this DATA_DIR (PGlite allows one process per folder).
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }

  const app = await createCompositionServer({
    paths: deployPaths(),
    api: { plugin: apiPlugin as never, options: { database, config } },
    logger: process.env.LOG_REQUESTS === '1' || process.env.NODE_ENV === 'production',
    siteUrl: process.env.SITE_URL || undefined,
    areaRenderBudgetMs: process.env.AREA_RENDER_BUDGET_MS ? Number(process.env.AREA_RENDER_BUDGET_MS) : undefined,
    // The API's data version (watched by the API plugin): every write, in any process, moves it.
    // If the counter cannot be read, nothing cached is trusted (as the API's response cache does).
    dataVersion: {
      fenced: async () => {
        await fenceDataVersion(database.db).catch(() => bumpDataVersion(database.db));
        return dataVersion(database.db);
      },
      current: () => dataVersion(database.db),
    },
    pageCache: process.env.PAGE_CACHE === 'off' ? false : new PageCache(Number(process.env.PAGE_CACHE_MAX_BYTES) || PAGE_CACHE_MAX_BYTES),
  });

  let closing = false;
  // Drain: /api/health/ready answers 503 at once (SHUTDOWN_DELAY_MS lets a balancer notice),
  // in-flight requests finish, then the API's hooks and the database pool close.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: draining, then closing the server and the database…`);
    let closed = false;
    try {
      closed = await gracefulShutdown(app, {
        delayMs: Number(process.env.SHUTDOWN_DELAY_MS ?? 0),
        timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
      });
    } finally {
      await database.close();
    }
    process.exit(closed ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port, host });
  } catch (error) {
    console.error(`Could not listen on ${host}:${port}: ${(error as Error).message}`);
    await database.close();
    process.exit(1);
  }
  console.log(`Fusion directory running at http://localhost:${port}`);
}

void main();
