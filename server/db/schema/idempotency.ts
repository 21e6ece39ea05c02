/** The writes kept by Idempotency-Key, so that a write the offline outbox sends again gets its first answer. */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/**
 * Completed (and in-flight) writes by Idempotency-Key, per user: a replay of a key gets the
 * first answer instead of writing again. Kept 30 days, far longer than a tablet's outbox waits.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    body_hash: text('body_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    status: integer('status'),
    response_content_type: text('response_content_type'),
    response_body: text('response_body'),
    created_at: createdAt(),
    completed_at: text('completed_at'),
    /** The server process serving a running claim: `host:pid:random instance id` (ADR 0024). */
    owner: text('owner'),
    /** When a running claim may be taken over even if its owner still seems alive (ISO time). */
    expires_at: text('expires_at'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);
