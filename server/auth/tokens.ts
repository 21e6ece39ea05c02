/**
 * Opaque bearer tokens: 32 random bytes, base64url. The database keeps only their
 * SHA-256, with an expiry and a revocation time, so several server instances can
 * share one database and a copy of it grants no access.
 *
 * The one module that reads and writes `auth_tokens` (ADR 0036): its queries are Drizzle's,
 * typed from server/db/schema.ts, so they say no SQL dialect's words.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';
import { authTokens, users, userSecurities, userSites } from '../db/schema.ts';
import type { Actor } from './actor.ts';

export const tokenTtlHours = Number(process.env.TOKEN_TTL_HOURS ?? 12);

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Now, as the schema's timestamps are written (ISO-8601 UTC with milliseconds). */
const nowText = () => new Date().toISOString();

export function issueToken(db: Db, userId: number, siteId: number | null, kind: 'cloud' | 'local'): string {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + tokenTtlHours * 3600_000).toISOString();
  db.insert(authTokens)
    .values({ token_hash: sha256(token), user_id: userId, site_id: siteId, kind, expires_at: expiresAt })
    .run();
  return token;
}

/** The statements resolveActor runs on every request, prepared once per database. */
const actorQueries = preparedPer((db: Db) => ({
  token: db
    .select({
      tokenId: authTokens.id,
      userId: authTokens.user_id,
      siteId: authTokens.site_id,
      username: users.username,
      email: users.email,
      isGlobalAdmin: users.is_global_admin,
      premiseUser: users.premise_user,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, sql.placeholder('hash')),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql.placeholder('now')),
        isNull(users.deleted_at),
      ),
    )
    .prepare(),
  sites: db
    .select({ siteId: userSites.site_id })
    .from(userSites)
    .where(eq(userSites.user_id, sql.placeholder('userId')))
    .orderBy(asc(userSites.sort_order), asc(userSites.site_id))
    .prepare(),
  securities: db
    .select({ siteId: userSecurities.site_id, security: userSecurities.security })
    .from(userSecurities)
    .where(eq(userSecurities.user_id, sql.placeholder('userId')))
    .orderBy(asc(userSecurities.security))
    .prepare(),
}));

/** The caller of a valid, unexpired, unrevoked token of an existing user; null otherwise. */
export function resolveActor(db: Db, token: string): Actor | null {
  const queries = actorQueries(db);
  const row = queries.token.get({ hash: sha256(token), now: nowText() });
  if (!row) return null;
  let siteIds = queries.sites.all({ userId: row.userId }).map((site) => site.siteId);
  // A local sign-in works at the site it named: that site comes first.
  const tokenSite = row.siteId;
  if (tokenSite !== null && siteIds.includes(tokenSite)) siteIds = [tokenSite, ...siteIds.filter((id) => id !== tokenSite)];
  const securitiesBySite: Record<number, string[]> = {};
  for (const { siteId, security } of queries.securities.all({ userId: row.userId })) {
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
export function revokeToken(db: Db, tokenId: number): void {
  db.update(authTokens).set({ revoked_at: nowText() }).where(eq(authTokens.id, tokenId)).run();
}

/** Ends every other live session of a user (a new password, new API settings); the caller's own stays. */
export function revokeOtherTokens(db: Db, userId: number, keptTokenId: number): void {
  db.update(authTokens)
    .set({ revoked_at: nowText() })
    .where(and(eq(authTokens.user_id, userId), ne(authTokens.id, keptTokenId), isNull(authTokens.revoked_at)))
    .run();
}
