// Runs the composed site: `node --import tsx deploy/server/main.mjs` (the API is TypeScript).
// npm start (deploy/scripts/start.mjs) builds and releases what is missing, then runs this.
import { createRequire } from 'node:module';
import { deployPaths } from '../lib/paths.mjs';
import { createCompositionServer } from './app.mjs';

// The API is CommonJS TypeScript: load it through require (tsx's CommonJS hook) so its own
// dynamic imports resolve against real file paths.
const require = createRequire(import.meta.url);
const { loadConfig } = require('../../api/src/config.ts');
const { apiPlugin, openDatabase } = require('../../api/src/app.ts');

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || 'localhost';
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;

const config = loadConfig(process.env, { port, siteUrl });
let database;
try {
  database = await openDatabase(config);
} catch (error) {
  // e.g. another server already holds this DATA_DIR (PGlite allows one process per folder).
  console.error(`Could not open the database: ${error.message}`);
  process.exit(1);
}
const { shellDir, releasesDir, stateDir } = deployPaths();

const app = await createCompositionServer({
  shellDir,
  releasesDir,
  stateDir,
  api: { plugin: apiPlugin, options: { database, config } },
  logger: process.env.LOG_REQUESTS === '1',
});

let closing = false;
async function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing the server and the database…`);
  try {
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(`Could not listen on ${host}:${port}: ${error.message}`);
  await database.close();
  process.exit(1);
}
console.log(`Fusion directory running at http://localhost:${port}`);
