import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new SQL migration after server/db/schema.ts changes. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
