import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for server/db/schema.ts into server/drizzle (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/drizzle',
});
