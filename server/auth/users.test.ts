import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
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

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
  db.$client.exec(`
    INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston');
    INSERT INTO users (id, name, email, username, password_hash, premise_user, is_cloud_user, is_global_admin, deleted_at) VALUES
      (1, 'Ann', 'Ann@Example.test', NULL, 'h1', 0, 1, 0, NULL),
      (2, 'Clerk', NULL, 'Clerk', 'h2', 1, 0, 0, NULL),
      (3, 'Gone', 'gone@example.test', 'gone', 'h3', 1, 1, 0, '2026-01-01T00:00:00.000Z');
    INSERT INTO user_sites (user_id, site_id, sort_order) VALUES (2, 2, 0), (2, 1, 1), (3, 1, 0);
  `);
});

afterEach(() => db.$client.close());

describe('users', () => {
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
    await expect(createCloudUser(db, { name: 'Bob C', username: 'BOB', email: null, passwordHash: 'h5' })).rejects.toThrow(
      expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    );
    expect(await isEmailTakenByOther(db, 'ann@example.test', 1)).toBe(false);
    expect(await isEmailTakenByOther(db, 'ann@example.test', id)).toBe(true);
  });

  it('are edited field by field; a deleted user is not editable', async () => {
    await updateUser(db, 2, { name: 'Clerk Two', premise_user: 1 });
    expect(await editableUser(db, 2)).toMatchObject({ name: 'Clerk Two', username: 'Clerk', premise_user: 1 });
    expect(await editableUser(db, 3)).toBeUndefined();
  });
});
