/**
 * Users, their sites and their securities: the one module that reads and writes `users`,
 * `user_sites` and `user_securities` for the routes (ADR 0036). Sign-in, registration, the
 * user document and the Cloud Users edit call it; tokens.ts owns the sessions.
 *
 * On the async query layer (ADR 0071): every statement goes through `q(db)`, so a call inside
 * a write transaction runs in it; the statements every sign-in runs are compiled once.
 * `lower()` and `username_key()` are called by name: `lower()` is standard SQL, and
 * `username_key()` is the function of the unique index (usernameKey of src/contract/auth.ts),
 * registered by connection.ts on SQLite and defined on PostgreSQL (ADR 0070).
 */
import type { Updateable } from 'kysely';
import { compiledOnce, q, type Database, type DbHandle } from '../db/query.ts';
import type { SiteSummary } from '../platform/sites.ts';

export type SignInCandidate = { id: number; password_hash: string; is_global_admin: number; is_cloud_user: number; premise_user: number };

/** What a sign-in checks of the account it names. */
const candidateFields = ['users.id', 'users.password_hash', 'users.is_global_admin', 'users.is_cloud_user', 'users.premise_user'] as const;

type UserDocument = {
  id: number;
  name: string;
  full_name: string | null;
  email: string | null;
  username: string | null;
  premise_user: number;
  is_global_admin: number;
  is_cloud_user: number;
};

// The statements of every sign-in and of GET /me.
const documentOf = compiledOnce<'userId', UserDocument>((query, param) =>
  query
    .selectFrom('users')
    .select(['id', 'name', 'full_name', 'email', 'username', 'premise_user', 'is_global_admin', 'is_cloud_user'])
    .where('id', '=', param('userId') as unknown as number),
);
const sitesOf = compiledOnce<'userId', SiteSummary>((query, param) =>
  query
    .selectFrom('user_sites')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select(['sites.id', 'sites.code', 'sites.name', 'sites.timezone'])
    .where('user_sites.user_id', '=', param('userId') as unknown as number)
    .orderBy('user_sites.sort_order')
    .orderBy('sites.id'),
);
const securitiesOf = compiledOnce<'userId' | 'siteId', { security: string }>((query, param) =>
  query
    .selectFrom('user_securities')
    .select('security')
    .where('user_id', '=', param('userId') as unknown as number)
    .where('site_id', '=', param('siteId') as unknown as number),
);
const cloudCandidate = compiledOnce<'email', SignInCandidate>((query, param) =>
  query
    .selectFrom('users')
    .select(candidateFields)
    .where((eb) =>
      eb.and([
        eb(eb.fn('lower', ['users.email']), '=', param('email')),
        eb('users.deleted_at', 'is', null),
        eb.or([eb('users.is_cloud_user', '=', 1), eb('users.is_global_admin', '=', 1)]),
      ]),
    )
    .limit(1),
);
const localCandidate = compiledOnce<'username' | 'siteCode', SignInCandidate>((query, param) =>
  query
    .selectFrom('users')
    .innerJoin('user_sites', 'user_sites.user_id', 'users.id')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select(candidateFields)
    .where((eb) => eb(eb.fn('lower', ['users.username']), '=', param('username')))
    .where('sites.code', '=', param('siteCode'))
    .where('users.premise_user', '=', 1)
    .where('users.deleted_at', 'is', null)
    .limit(1),
);

/** A user's own fields as the sign-in replies show them (never the password hash). */
export async function userDocument(db: DbHandle, userId: number): Promise<UserDocument | undefined> {
  const [row] = await documentOf(db, { userId });
  return row;
}

/** The sites a user works at, in their order (the first is the active one). */
export function sitesOfUser(db: DbHandle, userId: number): Promise<SiteSummary[]> {
  return sitesOf(db, { userId });
}

/** The securities a user holds at one site. */
export async function securitiesAt(db: DbHandle, userId: number, siteId: number): Promise<string[]> {
  return (await securitiesOf(db, { userId, siteId })).map((row) => row.security);
}

/** The cloud account of an e-mail (compared in lower case): a cloud user or a global admin, not deleted. */
export async function cloudSignInCandidate(db: DbHandle, email: string): Promise<SignInCandidate | undefined> {
  const [row] = await cloudCandidate(db, { email });
  return row;
}

/** The auction account of a username (compared in lower case) at the site with this code. */
export async function localSignInCandidate(db: DbHandle, username: string, siteCode: string): Promise<SignInCandidate | undefined> {
  const [row] = await localCandidate(db, { username, siteCode });
  return row;
}

/** Whether a registration's name is held: by a username of the same key, or as an e-mail. */
export async function isNameTaken(db: DbHandle, key: string, email: string): Promise<boolean> {
  const row = await q(db)
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('username_key', ['username']), '=', key), eb(eb.fn('lower', ['email']), '=', email)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new cloud user (not an admin); its id. A name or e-mail already held fails on the unique indexes. */
export async function createCloudUser(db: DbHandle, user: { name: string; username: string; email: string | null; passwordHash: string }): Promise<number> {
  const { name, username, email, passwordHash } = user;
  const { id } = await q(db)
    .insertInto('users')
    .values({ name, full_name: name, username, email, password_hash: passwordHash, is_cloud_user: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A user the Cloud Users form edits, unless deleted. */
export function editableUser(db: DbHandle, id: number) {
  return q(db)
    .selectFrom('users')
    .select(['id', 'name', 'email', 'username', 'premise_user', 'is_cloud_user', 'is_global_admin'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether another user holds this e-mail (compared in lower case). */
export async function isEmailTakenByOther(db: DbHandle, email: string, userId: number): Promise<boolean> {
  const row = await q(db)
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type UserChanges = Pick<
  Updateable<Database['users']>,
  'name' | 'full_name' | 'email' | 'password_hash' | 'premise_user' | 'is_cloud_user' | 'is_global_admin' | 'updated_at'
>;

export async function updateUser(db: DbHandle, id: number, changes: UserChanges): Promise<void> {
  await q(db).updateTable('users').set(changes).where('id', '=', id).execute();
}
