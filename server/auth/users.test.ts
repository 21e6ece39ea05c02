/** Users, their sites and securities (users.ts), on SQLite and on PostgreSQL. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation, q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import {
  cloudSignInCandidate,
  createCloudUser,
  editableUser,
  isEmailTakenByOther,
  isNameTaken,
  localSignInCandidate,
  sitesOfUser,
  updateUser,
} from './users.ts';

const engines = testEngines();

describe.each(engines)('users on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
    // The users get ids 1, 2 and 3 from the table's own sequence, so the next one created is 4 on both engines.
    for (const statement of [
      sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')`,
      sql`INSERT INTO users (name, email, username, password_hash, premise_user, is_cloud_user, is_global_admin, deleted_at) VALUES
        ('Ann', 'Ann@Example.test', NULL, 'h1', 0, 1, 0, NULL),
        ('Clerk', NULL, 'Clerk', 'h2', 1, 0, 0, NULL),
        ('Gone', 'gone@example.test', 'gone', 'h3', 1, 1, 0, '2026-01-01T00:00:00.000Z')`,
      sql`INSERT INTO user_sites (user_id, site_id, sort_order) VALUES (2, 2, 0), (2, 1, 1), (3, 1, 0)`,
    ])
      await statement.execute(q(db));
  });

  afterEach(() => engine.close(db));

  it('sign in by e-mail or by username at a site, in any case, unless deleted or without that kind of access', async () => {
    expect(await cloudSignInCandidate(db, 'ann@example.test')).toMatchObject({ id: 1, password_hash: 'h1', is_cloud_user: 1 });
    expect(await cloudSignInCandidate(db, 'gone@example.test')).toBeUndefined();
    expect(await localSignInCandidate(db, 'clerk', 'DAL')).toMatchObject({ id: 2, premise_user: 1 });
    expect(await localSignInCandidate(db, 'clerk', 'AUS')).toBeUndefined();
    expect(await localSignInCandidate(db, 'gone', 'DAL')).toBeUndefined();
    expect((await sitesOfUser(db, 2)).map((site) => site.code)).toEqual(['HOU', 'DAL']);
  });

  it('hold one account per name and per e-mail', async () => {
    expect(await isNameTaken(db, 'clerk', 'clerk')).toBe(true);
    expect(await isNameTaken(db, 'ann@example.test', 'ann@example.test')).toBe(true);
    expect(await isNameTaken(db, 'bob', 'bob')).toBe(false);
    const id = await createCloudUser(db, { name: 'Bob B', username: 'bob', email: null, passwordHash: 'h4' });
    expect(await editableUser(db, id)).toEqual({ id, name: 'Bob B', email: null, username: 'bob', premise_user: 0, is_cloud_user: 1, is_global_admin: 0 });
    // username_key() of the unique index: another case of the same name is refused by the database itself.
    const refusal = await createCloudUser(db, { name: 'Bob C', username: 'BOB', email: null, passwordHash: 'h5' }).catch((error: unknown) => error);
    expect(isUniqueViolation(refusal)).toBe(true);
    expect(await isEmailTakenByOther(db, 'ann@example.test', 1)).toBe(false);
    expect(await isEmailTakenByOther(db, 'ann@example.test', id)).toBe(true);
  });

  it('are edited field by field; a deleted user is not editable', async () => {
    await updateUser(db, 2, { name: 'Clerk Two', premise_user: 1 });
    expect(await editableUser(db, 2)).toMatchObject({ name: 'Clerk Two', username: 'Clerk', premise_user: 1 });
    expect(await editableUser(db, 3)).toBeUndefined();
  });
});
