// drizzle-kit: `npm run db:generate -w api` writes SQL migrations to api/drizzle/ from src/db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
