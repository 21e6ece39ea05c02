/**
 * Opaque bearer tokens: 32 random bytes, base64url. The database keeps only their
 * SHA-256, with an expiry and a revocation time, so several server instances can
 * share one database and a copy of it grants no access.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import type { Actor } from './actor.ts';

export const tokenTtlHours = Number(process.env.TOKEN_TTL_HOURS ?? 12);

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function issueToken(db: Db, userId: number, siteId: number | null, kind: 'cloud' | 'local'): string {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + tokenTtlHours * 3600_000).toISOString();
  db.$client
    .prepare('INSERT INTO auth_tokens (token_hash, user_id, site_id, kind, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(sha256(token), userId, siteId, kind, expiresAt);
  return token;
}

interface TokenRow {
  token_id: number;
  user_id: number;
  site_id: number | null;
  username: string | null;
  email: string | null;
  is_global_admin: number;
  premise_user: number;
}

/** The caller of a valid, unexpired, unrevoked token of an existing user; null otherwise. */
export function resolveActor(db: Db, token: string): Actor | null {
  const row = db.$client
    .prepare(
      `SELECT t.id AS token_id, t.user_id, t.site_id, u.username, u.email, u.is_global_admin, u.premise_user
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND u.deleted_at IS NULL`,
    )
    .get(sha256(token), new Date().toISOString()) as TokenRow | undefined;
  if (!row) return null;
  const sites = db.$client
    .prepare('SELECT site_id FROM user_sites WHERE user_id = ? ORDER BY sort_order, site_id')
    .all(row.user_id) as { site_id: number }[];
  let siteIds = sites.map((site) => site.site_id);
  // A local sign-in works at the site it named: that site comes first.
  if (row.site_id !== null && siteIds.includes(row.site_id)) siteIds = [row.site_id, ...siteIds.filter((id) => id !== row.site_id)];
  const securitiesBySite: Record<number, string[]> = {};
  const held = db.$client.prepare('SELECT site_id, security FROM user_securities WHERE user_id = ? ORDER BY security').all(row.user_id) as {
    site_id: number;
    security: string;
  }[];
  for (const { site_id, security } of held) if (siteIds.includes(site_id)) (securitiesBySite[site_id] ??= []).push(security);
  return {
    userId: row.user_id,
    tokenId: row.token_id,
    username: row.username ?? row.email ?? String(row.user_id),
    isGlobalAdmin: row.is_global_admin === 1 && row.premise_user !== 1,
    isPremiseUser: row.premise_user === 1,
    siteIds,
    securitiesBySite,
  };
}

export function revokeToken(db: Db, tokenId: number): void {
  db.$client.prepare("UPDATE auth_tokens SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?").run(tokenId);
}
