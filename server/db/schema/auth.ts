/**
 * Users and what they may do: their sites (the first is the active one) and securities per
 * site, bearer tokens (stored as hashes only) and sign-in attempts for throttling.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, requiredRef, updatedAt } from './columns.ts';
import { sites } from './platform.ts';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    full_name: text('full_name'),
    email: text('email'),
    username: text('username'),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash`; never readable through any API. */
    password_hash: text('password_hash').notNull(),
    premise_user: integer('premise_user').notNull().default(0),
    is_global_admin: integer('is_global_admin').notNull().default(0),
    is_cloud_user: integer('is_cloud_user').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: text('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_username_idx').on(t.username),
    // username_key() is usernameKey of src/contract/auth.ts, registered by connection.ts: one
    // account per name in any case or Unicode width, even under parallel registrations.
    uniqueIndex('users_username_key_unique').on(sql`username_key(${t.username})`),
  ],
);

/** The sites a user works at; the lowest sort_order is the active site (site_current[0]). */
export const userSites = sqliteTable(
  'user_sites',
  {
    user_id: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    site_id: requiredRef('site_id', () => sites.id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.site_id] }), index('user_sites_site_idx').on(t.site_id)],
);

/** On-premise securities of an auction user at a site (condition_writer, administration, ...). */
export const userSecurities = sqliteTable(
  'user_securities',
  {
    user_id: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    site_id: requiredRef('site_id', () => sites.id, { onDelete: 'cascade' }),
    security: text('security').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.site_id, t.security] })],
);

/** Bearer tokens: only a SHA-256 of the token is stored, so a database copy grants no access. */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    token_hash: text('token_hash').notNull().unique(),
    user_id: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').references(() => sites.id),
    kind: text('kind', { enum: ['cloud', 'local'] }).notNull(),
    created_at: createdAt(),
    expires_at: text('expires_at').notNull(),
    revoked_at: text('revoked_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/** Sign-in attempts, for throttling per account and per client. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    account_key: text('account_key').notNull(),
    client_key: text('client_key').notNull(),
    succeeded: integer('succeeded').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('login_attempts_account_idx').on(t.account_key, t.created_at), index('login_attempts_client_idx').on(t.client_key, t.created_at)],
);
