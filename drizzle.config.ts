import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for server/db/schema.ts (and the schema files beside it) into server/drizzle (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/schema-credit.ts',
    './server/db/schema-quotes.ts',
    './server/db/schema-transfers.ts',
  ],
  out: './server/drizzle',
});
