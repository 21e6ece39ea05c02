import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new SQL migration after the schema changes: server/db/schema.ts, the entry point that gathers the area modules of server/db/schema/ (ADR 0040). */
export default defineConfig({
  dialect: 'sqlite',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
