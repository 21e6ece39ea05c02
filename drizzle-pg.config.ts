import { defineConfig } from 'drizzle-kit';

/**
 * The PostgreSQL migrations (ADR 0070): after a schema change, `npx drizzle-kit generate` (SQLite,
 * drizzle.config.ts) and `npx drizzle-kit generate --config drizzle-pg.config.ts` with the same
 * `--name`. server/db/schema-pg.ts derives its tables from server/db/schema.ts.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema-pg.ts',
  out: './server/db/migrations-pg',
});
