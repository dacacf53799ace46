// The API under test, in its own process so the load generator (autocannon, in run.ts)
// does not share its event loop. Started by run.ts:
//   tsx bench/serve.ts (--data-dir DIR | --database-url URL)
// Listens on 127.0.0.1 on a free port, prints `LISTENING <port>`, stops on SIGTERM.
import { buildApp } from '../src/app';
import { connect } from '../src/db/database';

function argument(name: string): string | null {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? null) : null;
}

async function main() {
  const dataDir = argument('data-dir');
  const databaseUrl = argument('database-url');
  // The dataset is already migrated by the generator.
  const database = await connect({ dataDir, databaseUrl, migrate: false });
  const app = await buildApp({
    database,
    config: { logger: false, sessionSecret: 'bench-session-secret-not-used-for-anything-real', ...(dataDir ? { dataDir } : {}) },
  });
  app.addHook('onClose', async () => database.close());
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No TCP address');
  console.log(`LISTENING ${address.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
