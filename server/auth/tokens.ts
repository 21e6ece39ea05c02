/**
 * Opaque bearer tokens: 32 random bytes, base64url. The database keeps only their
 * SHA-256, with an expiry and a revocation time, so several server instances can
 * share one database and a copy of it grants no access.
 *
 * The one module that reads and writes `auth_tokens` (ADR 0036), through the async query
 * layer (ADR 0071): its statements say no SQL dialect's words, and the ones every request
 * runs are compiled once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { compiledOnce, q, type DbHandle } from '../db/query.ts';
import { numericSetting } from '../lib/settings.ts';
import type { Actor } from './actor.ts';

/** TOKEN_TTL_HOURS (docs/configuration.md): a value that is not a whole number from 1 to 8760 stops the start. */
export const tokenTtlHours = numericSetting('TOKEN_TTL_HOURS');

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Now, as the schema's timestamps are written (ISO-8601 UTC with milliseconds). */
const nowText = () => new Date().toISOString();

export async function issueToken(db: DbHandle, userId: number, siteId: number | null, kind: 'cloud' | 'local'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + tokenTtlHours * 3600_000).toISOString();
  await q(db)
    .insertInto('auth_tokens')
    .values({ token_hash: sha256(token), user_id: userId, site_id: siteId, kind, expires_at: expiresAt })
    .execute();
  return token;
}

/** The statements resolveActor runs on every request. */
const tokenOf = compiledOnce<
  'hash' | 'now',
  { tokenId: number; userId: number; siteId: number | null; username: string | null; email: string | null; isGlobalAdmin: number; premiseUser: number }
>((query, param) =>
  query
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id as tokenId',
      't.user_id as userId',
      't.site_id as siteId',
      'u.username',
      'u.email',
      'u.is_global_admin as isGlobalAdmin',
      'u.premise_user as premiseUser',
    ])
    .where('t.token_hash', '=', param('hash'))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', param('now'))
    .where('u.deleted_at', 'is', null),
);
const sitesOf = compiledOnce<'userId', { siteId: number }>((query, param) =>
  query
    .selectFrom('user_sites')
    .select('site_id as siteId')
    .where('user_id', '=', param('userId') as unknown as number)
    .orderBy('sort_order')
    .orderBy('site_id'),
);
const securitiesOf = compiledOnce<'userId', { siteId: number; security: string }>((query, param) =>
  query
    .selectFrom('user_securities')
    .select(['site_id as siteId', 'security'])
    .where('user_id', '=', param('userId') as unknown as number)
    .orderBy('security'),
);

/** The caller of a valid, unexpired, unrevoked token of an existing user; null otherwise. */
export async function resolveActor(db: DbHandle, token: string): Promise<Actor | null> {
  const [row] = await tokenOf(db, { hash: sha256(token), now: nowText() });
  if (!row) return null;
  const [sites, securities] = await Promise.all([sitesOf(db, { userId: row.userId }), securitiesOf(db, { userId: row.userId })]);
  let siteIds = sites.map((site) => site.siteId);
  // A local sign-in works at the site it named: that site comes first.
  const tokenSite = row.siteId;
  if (tokenSite !== null && siteIds.includes(tokenSite)) siteIds = [tokenSite, ...siteIds.filter((id) => id !== tokenSite)];
  const securitiesBySite: Record<number, string[]> = {};
  for (const { siteId, security } of securities) {
    if (siteIds.includes(siteId)) (securitiesBySite[siteId] ??= []).push(security);
  }
  return {
    userId: row.userId,
    tokenId: row.tokenId,
    username: row.username ?? row.email ?? String(row.userId),
    isGlobalAdmin: row.isGlobalAdmin === 1 && row.premiseUser !== 1,
    isPremiseUser: row.premiseUser === 1,
    siteIds,
    securitiesBySite,
  };
}

/** Signs one session out (the token's own sign-out). */
export async function revokeToken(db: DbHandle, tokenId: number): Promise<void> {
  await q(db).updateTable('auth_tokens').set({ revoked_at: nowText() }).where('id', '=', tokenId).execute();
}

/** Ends every other live session of a user (a new password, new API settings); the caller's own stays. */
export async function revokeOtherTokens(db: DbHandle, userId: number, keptTokenId: number): Promise<void> {
  await q(db)
    .updateTable('auth_tokens')
    .set({ revoked_at: nowText() })
    .where('user_id', '=', userId)
    .where('id', '<>', keptTokenId)
    .where('revoked_at', 'is', null)
    .execute();
}
