/**
 * Users, their sites and their securities: the one module that reads and writes `users`,
 * `user_sites` and `user_securities` for the routes (ADR 0036). Sign-in, registration, the
 * user document and the Cloud Users edit call it; tokens.ts owns the sessions.
 */
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';
import { sites, users, userSecurities, userSites } from '../db/schema.ts';

/** What a sign-in checks of the account it names. */
const candidateFields = {
  id: users.id,
  password_hash: users.password_hash,
  is_global_admin: users.is_global_admin,
  is_cloud_user: users.is_cloud_user,
  premise_user: users.premise_user,
};

export type SignInCandidate = { id: number; password_hash: string; is_global_admin: number; is_cloud_user: number; premise_user: number };

// lower() and username_key() have no builder words: lower() is standard SQL, username_key() is
// the function connection.ts registers (usernameKey of src/contract/auth.ts, the unique index's key).
const lowerEmail = sql`lower(${users.email})`;
const usernameKeyOf = sql`username_key(${users.username})`;

const queries = preparedPer((db: Db) => ({
  document: db
    .select({
      id: users.id,
      name: users.name,
      full_name: users.full_name,
      email: users.email,
      username: users.username,
      premise_user: users.premise_user,
      is_global_admin: users.is_global_admin,
      is_cloud_user: users.is_cloud_user,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
  sites: db
    .select({ id: sites.id, code: sites.code, name: sites.name, timezone: sites.timezone })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.site_id))
    .where(eq(userSites.user_id, sql.placeholder('userId')))
    .orderBy(asc(userSites.sort_order), asc(sites.id))
    .prepare(),
  securities: db
    .select({ security: userSecurities.security })
    .from(userSecurities)
    .where(and(eq(userSecurities.user_id, sql.placeholder('userId')), eq(userSecurities.site_id, sql.placeholder('siteId'))))
    .prepare(),
}));

/** A user's own fields as the sign-in replies show them (never the password hash). */
export function userDocument(db: Db, userId: number) {
  return queries(db).document.get({ userId });
}

/** The sites a user works at, in their order (the first is the active one). */
export function sitesOfUser(db: Db, userId: number) {
  return queries(db).sites.all({ userId });
}

/** The securities a user holds at one site. */
export function securitiesAt(db: Db, userId: number, siteId: number): string[] {
  return queries(db)
    .securities.all({ userId, siteId })
    .map((row) => row.security);
}

/** The cloud account of an e-mail (compared in lower case): a cloud user or a global admin, not deleted. */
export function cloudSignInCandidate(db: Db, email: string): SignInCandidate | undefined {
  return db
    .select(candidateFields)
    .from(users)
    .where(and(eq(lowerEmail, email), isNull(users.deleted_at), or(eq(users.is_cloud_user, 1), eq(users.is_global_admin, 1))))
    .get();
}

/** The auction account of a username (compared in lower case) at the site with this code. */
export function localSignInCandidate(db: Db, username: string, siteCode: string): SignInCandidate | undefined {
  return db
    .select(candidateFields)
    .from(users)
    .innerJoin(userSites, eq(userSites.user_id, users.id))
    .innerJoin(sites, eq(sites.id, userSites.site_id))
    .where(and(eq(sql`lower(${users.username})`, username), eq(sites.code, siteCode), eq(users.premise_user, 1), isNull(users.deleted_at)))
    .get();
}

/** Whether a registration's name is held: by a username of the same key, or as an e-mail. */
export function isNameTaken(db: Db, key: string, email: string): boolean {
  return (
    db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(usernameKeyOf, key), eq(lowerEmail, email)))
      .get() !== undefined
  );
}

/** A new cloud user (not an admin); its id. A name or e-mail already held fails on the unique indexes. */
export function createCloudUser(db: Db, user: { name: string; username: string; email: string | null; passwordHash: string }): number {
  const { name, username, email, passwordHash } = user;
  return Number(db.insert(users).values({ name, full_name: name, username, email, password_hash: passwordHash, is_cloud_user: 1 }).run().lastInsertRowid);
}

/** A user the Cloud Users form edits, unless deleted. */
export function editableUser(db: Db, id: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      premise_user: users.premise_user,
      is_cloud_user: users.is_cloud_user,
      is_global_admin: users.is_global_admin,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)))
    .get();
}

/** Whether another user holds this e-mail (compared in lower case). */
export function isEmailTakenByOther(db: Db, email: string, userId: number): boolean {
  return (
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(lowerEmail, email), ne(users.id, userId)))
      .get() !== undefined
  );
}

export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'name' | 'email' | 'password_hash' | 'premise_user' | 'is_cloud_user' | 'is_global_admin' | 'updated_at'>
>;

export function updateUser(db: Db, id: number, changes: UserChanges): void {
  db.update(users).set(changes).where(eq(users.id, id)).run();
}
