// npm start -w api: the API alone on PORT (default 8090), under /api.
import { buildApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: '127.0.0.1' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
