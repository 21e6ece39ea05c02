/** Columns many tables share: creation and change stamps, ISO-8601 UTC text set by SQLite. */
import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

export const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
