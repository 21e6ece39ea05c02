/**
 * PUT /v3/admin/users/{id}: the Cloud Users edit form saves the fields it changed.
 *
 * - Fields: name, email, password, premise_user, is_cloud_user, is_global_admin; any other: 400.
 * - The password must pass the platform's rules; it is stored only as a scrypt hash, and a new
 *   password ends the user's other sessions.
 * - When any of the three API settings is sent, they must end in a combination the form's
 *   checkbox rules (spec 01, point 4) can produce: Auction User alone, Cloud User alone, or
 *   Cloud User with Cloud Admin.
 * - A change of those settings ends the user's sessions (they sign in again with the right form).
 * - An admin cannot take away their own Cloud Admin rights (no locking oneself out).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { actorOf } from '../auth/middleware.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import { revokeOtherTokens } from '../auth/tokens.ts';
import { editableUser, isEmailTakenByOther, updateUser, type UserChanges } from '../auth/users.ts';
import { writeTransaction } from '../db/transaction.ts';
import { readJson } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError, badRequest, notFound } from '../http/errors.ts';

const flag = v.picklist([0, 1], 'must be 0 or 1');

const fields = {
  name: v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'Name is required'), v.maxLength(120, 'must be at most 120 characters')),
  email: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.toLowerCase(),
    v.email('Email Address is not a valid e-mail address'),
    v.maxLength(200, 'must be at most 200 characters'),
  ),
  password: v.string('must be text'),
  premise_user: flag,
  is_global_admin: flag,
  is_cloud_user: flag,
} as const;
type Field = keyof typeof fields;

const roleFlags = ['premise_user', 'is_cloud_user', 'is_global_admin'] as const;

/** The combinations the checkbox rules produce, as premise_user, is_cloud_user, is_global_admin. */
const allowedRoles = new Set(['1,0,0', '0,1,0', '0,1,1']);

/** The changed fields, each checked; a field the form does not send is a 400 naming it. */
function parseChanges(body: unknown): Partial<Record<Field, string | number>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  const changes: Partial<Record<Field, string | number>> = {};
  for (const [field, value] of Object.entries(body)) {
    if (!Object.hasOwn(fields, field)) throw badRequest(`Field '${field}' cannot be written`);
    const result = v.safeParse(fields[field as Field], value);
    if (!result.success) {
      const message = result.issues[0]?.message ?? 'invalid value';
      throw badRequest(/^[A-Z]/.test(message) ? message : `Invalid ${field}: ${message}`);
    }
    changes[field as Field] = result.output;
  }
  if (!Object.keys(changes).length) throw badRequest('Nothing to update: the body names no field');
  return changes;
}

export function adminUserRoutes({ db, engine }: Deps) {
  const app = new Hono<AppEnv>();

  app.put('/:id', async (c) => {
    const actor = actorOf(c);
    const id = c.req.param('id');
    const changes = parseChanges(await readJson(c));
    const existing = /^\d{1,15}$/.test(id) ? editableUser(db, Number(id)) : undefined;
    if (!existing) throw notFound(`No user with id ${id.slice(0, 20)}`);

    const roles = roleFlags.map((flagName) => Number(changes[flagName] ?? existing[flagName]));
    // Checked when the settings are sent, so a user stored in an older combination can still be renamed.
    if (roleFlags.some((flagName) => changes[flagName] !== undefined) && !allowedRoles.has(roles.join(','))) {
      throw badRequest('These API settings do not go together: a user is either an Auction User or a Cloud User, and a Cloud Admin is also a Cloud User');
    }
    const rolesChanged = roleFlags.some((flagName, index) => roles[index] !== existing[flagName]);
    if (existing.id === actor.userId && roles[2] !== 1) throw new HttpError(409, 'You cannot remove your own Cloud Admin rights: ask another admin');

    const values: Record<string, unknown> = { ...changes };
    delete values.password;
    if (typeof changes.password === 'string') {
      const problem = passwordProblem(changes.password, [existing.name, existing.email ?? '', existing.username ?? '']);
      if (problem) throw badRequest(problem);
      values.password_hash = await hashPassword(changes.password);
    }
    if (typeof values.email === 'string') {
      if (isEmailTakenByOther(db, values.email, existing.id)) throw new HttpError(409, 'Another user has that e-mail address');
    }
    values.updated_at = new Date().toISOString();
    writeTransaction(db, () => {
      // The fields were each checked by parseChanges: they are the columns' own types.
      updateUser(db, existing.id, values as UserChanges);
      // A new password or new API settings end the user's sessions (the caller's own stays).
      if (changes.password !== undefined || rolesChanged) {
        revokeOtherTokens(db, existing.id, actor.tokenId);
      }
    });
    return c.json(engine.get('users', String(existing.id), new URLSearchParams(), actor));
  });

  return app;
}
