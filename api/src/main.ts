// npm start -w api: the API alone on HOST:PORT (default 127.0.0.1:8090), under /api.
// Any number of these may run on one PostgreSQL database (api/docs/running-n-processes.md).
import { startServer } from './server';

startServer().catch((error) => {
  console.error(error);
  process.exit(1);
});
