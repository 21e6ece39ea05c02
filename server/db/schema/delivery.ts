/**
 * The report e-mails counted against their quotas (ADR 0067, server/delivery/quota.ts): one
 * row per message and site it carries reports of (a dealer report may span the sender's
 * sites), reserved before the message is rendered and sent, removed again when it never
 * reached the mail server. Rows are kept 30 days: who mailed which address, and how many
 * reports.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, requiredRef } from './columns.ts';
import { users } from './auth.ts';
import { sites } from './platform.ts';

export const emailSends = sqliteTable(
  'email_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The message (random): the rows of one message, one per site, share it. */
    message: text('message').notNull(),
    user_id: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    site_id: requiredRef('site_id', () => sites.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    /** How many reports (PDFs) the message carries of this site's vehicles. */
    reports: integer('reports').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('email_sends_user_idx').on(t.user_id, t.created_at),
    index('email_sends_site_idx').on(t.site_id, t.created_at),
    index('email_sends_message_idx').on(t.message),
  ],
);
