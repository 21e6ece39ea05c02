import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
import { issueToken, resolveActor, revokeOtherTokens, revokeToken } from './tokens.ts';

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
  const sql = db.$client;
  sql.prepare("INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')").run();
  sql.prepare("INSERT INTO users (id, name, username, password_hash) VALUES (1, 'Ann', 'ann', 'x'), (2, 'Bob', NULL, 'x')").run();
  sql.prepare("UPDATE users SET email = 'bob@example.test' WHERE id = 2").run();
  sql.prepare('INSERT INTO user_sites (user_id, site_id, sort_order) VALUES (1, 1, 0), (1, 2, 1)').run();
  sql.prepare("INSERT INTO user_securities (user_id, site_id, security) VALUES (1, 2, 'condition_writer'), (1, 2, 'administration'), (1, 1, 'lane')").run();
});

afterEach(() => db.$client.close());

describe('auth tokens', async () => {
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
    const stored = db.$client.prepare('SELECT token_hash FROM auth_tokens').pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(token);
    expect(await resolveActor(db, String(stored[0]))).toBeNull();
  });

  it('stop working once revoked, expired, or their user deleted', async () => {
    const revoked = await issueToken(db, 1, null, 'cloud');
    await revokeToken(db, (await resolveActor(db, revoked))!.tokenId);
    expect(await resolveActor(db, revoked)).toBeNull();

    const expired = await issueToken(db, 1, null, 'cloud');
    db.$client.prepare("UPDATE auth_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE revoked_at IS NULL").run();
    expect(await resolveActor(db, expired)).toBeNull();

    const ofDeleted = await issueToken(db, 2, null, 'cloud');
    db.$client.prepare("UPDATE users SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = 2").run();
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
