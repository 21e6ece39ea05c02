/** The auth tokens (ADR 0071's first converted module), on SQLite and on PostgreSQL. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { issueToken, resolveActor, revokeOtherTokens, revokeToken } from './tokens.ts';

const engines = testEngines();

describe.each(engines)('auth tokens on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
    for (const statement of [
      sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')`,
      sql`INSERT INTO users (id, name, username, password_hash) VALUES (1, 'Ann', 'ann', 'x'), (2, 'Bob', NULL, 'x')`,
      sql`UPDATE users SET email = 'bob@example.test' WHERE id = 2`,
      sql`INSERT INTO user_sites (user_id, site_id, sort_order) VALUES (1, 1, 0), (1, 2, 1)`,
      sql`INSERT INTO user_securities (user_id, site_id, security) VALUES (1, 2, 'condition_writer'), (1, 2, 'administration'), (1, 1, 'lane')`,
    ])
      await statement.execute(q(db));
  });

  afterEach(() => engine.close(db));

  it('resolve to their user, with the site a local sign-in named first and the securities per site', async () => {
    const token = await issueToken(db, 1, 2, 'local');
    expect(await resolveActor(db, token)).toEqual({
      userId: 1,
      tokenId: 1,
      username: 'ann',
      isGlobalAdmin: false,
      isPremiseUser: false,
      siteIds: [2, 1],
      securitiesBySite: { 1: ['lane'], 2: ['administration', 'condition_writer'] },
    });
    expect(await resolveActor(db, await issueToken(db, 2, null, 'cloud'))).toMatchObject({ userId: 2, username: 'bob@example.test', siteIds: [] });
  });

  it('are stored only as a hash: the database holds nothing that signs in', async () => {
    const token = await issueToken(db, 1, null, 'cloud');
    const stored = (await q(db).selectFrom('auth_tokens').select('token_hash').execute()).map((row) => row.token_hash);
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(token);
    expect(await resolveActor(db, String(stored[0]))).toBeNull();
  });

  it('stop working once revoked, expired, or their user deleted', async () => {
    const revoked = await issueToken(db, 1, null, 'cloud');
    await revokeToken(db, (await resolveActor(db, revoked))!.tokenId);
    expect(await resolveActor(db, revoked)).toBeNull();

    const expired = await issueToken(db, 1, null, 'cloud');
    await q(db).updateTable('auth_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('revoked_at', 'is', null).execute();
    expect(await resolveActor(db, expired)).toBeNull();

    const ofDeleted = await issueToken(db, 2, null, 'cloud');
    await q(db).updateTable('users').set({ deleted_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', 2).execute();
    expect(await resolveActor(db, ofDeleted)).toBeNull();
    expect(await resolveActor(db, 'not-a-token')).toBeNull();
  });

  it('of one user are all ended but the caller’s own; other users keep theirs', async () => {
    const own = await issueToken(db, 1, null, 'cloud');
    const other = await issueToken(db, 1, 1, 'local');
    const someoneElse = await issueToken(db, 2, null, 'cloud');
    await revokeOtherTokens(db, 1, (await resolveActor(db, own))!.tokenId);
    expect(await resolveActor(db, own)).not.toBeNull();
    expect(await resolveActor(db, other)).toBeNull();
    expect(await resolveActor(db, someoneElse)).not.toBeNull();
  });
});
