/**
 * PUT /v3/admin/users/{id}: the Cloud Users edit form saves the fields it changed.
 *
 * - Fields: name, email, password, premise_user, is_cloud_user, is_global_admin; any other: 400.
 * - The password must pass the platform's rules; it is stored only as a scrypt hash, and a new
 *   password ends the user's other sessions.
 * - The fields' rules and the API settings' combinations are the contract's
 *   (src/contract/admin-users.ts), which the edit form and My Profile check too; the
 *   combination is checked when any of the three settings is sent.
 * - A change of those settings ends the user's sessions (they sign in again with the right form).
 * - An admin cannot take away their own Cloud Admin rights (no locking oneself out).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AdminUserWrite, roleCombinationProblem, type AdminUserField, type ApiRoleFlags } from '../../src/contract/admin-users.ts';
import { actorOf } from '../auth/middleware.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordRefusal } from '../auth/password-refusal.ts';
import { revokeOtherTokens } from '../auth/tokens.ts';
import { editableUser, isEmailTakenByOther, updateUser, type UserChanges } from '../auth/users.ts';
import { isUniqueViolation, lockFor, writeTransaction } from '../db/query.ts';
import { readJsonObject } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError, badRequest, fieldRefusal, notFound } from '../http/errors.ts';

const roleFlags = ['premise_user', 'is_cloud_user', 'is_global_admin'] as const;

/** The changed fields, each checked; a field the form does not send is a 400 naming it. */
function parseChanges(body: Record<string, unknown>): Partial<Record<AdminUserField, string | number>> {
  const changes: Partial<Record<AdminUserField, string | number>> = {};
  for (const [field, value] of Object.entries(body)) {
    if (!Object.hasOwn(AdminUserWrite, field)) throw badRequest(`Field '${field}' cannot be written`);
    const result = v.safeParse(AdminUserWrite[field as AdminUserField], value);
    if (!result.success) throw fieldRefusal(field, result.issues[0].message);
    changes[field as AdminUserField] = result.output;
  }
  if (!Object.keys(changes).length) throw badRequest('Nothing to update: the body names no field');
  return changes;
}

export function adminUserRoutes({ db, engine }: Deps) {
  const app = new Hono<AppEnv>();

  app.put('/:id', async (c) => {
    const actor = actorOf(c);
    const id = c.req.param('id');
    const changes = parseChanges(await readJsonObject(c));
    const existing = /^\d{1,15}$/.test(id) ? await editableUser(db, Number(id)) : undefined;
    if (!existing) throw notFound(`No user with id ${id.slice(0, 20)}`);

    const role = (flagName: (typeof roleFlags)[number]) => (Number(changes[flagName] ?? existing[flagName]) === 1 ? 1 : 0);
    const roles: ApiRoleFlags = { premise_user: role('premise_user'), is_cloud_user: role('is_cloud_user'), is_global_admin: role('is_global_admin') };
    // Checked when the settings are sent, so a user stored in an older combination can still be renamed.
    const combination = roleFlags.some((flagName) => changes[flagName] !== undefined) ? roleCombinationProblem(roles) : null;
    if (combination) throw badRequest(combination);
    const rolesChanged = roleFlags.some((flagName) => roles[flagName] !== existing[flagName]);
    if (existing.id === actor.userId && roles.is_global_admin !== 1)
      throw new HttpError(409, 'You cannot remove your own Cloud Admin rights: ask another admin');

    const values: Record<string, unknown> = { ...changes };
    delete values.password;
    // The name the rest of the platform shows (/v3/me, a report's "Inspected By") is the user's name too.
    if (typeof changes.name === 'string') values.full_name = changes.name;
    if (typeof changes.password === 'string') {
      const problem = passwordRefusal(changes.password, [existing.name, existing.email ?? '', existing.username ?? '']);
      if (problem) throw badRequest(problem);
      values.password_hash = await hashPassword(changes.password);
    }
    values.updated_at = new Date().toISOString();
    const emailTaken = () => new HttpError(409, 'Another user has that e-mail address');
    try {
      await writeTransaction(db, async () => {
        // Checked inside the write, after a lock on the address in any case: two edits giving two
        // users one address at once cannot both pass the check.
        if (typeof values.email === 'string') {
          await lockFor(db, `user-email:${values.email.toLowerCase()}`);
          if (await isEmailTakenByOther(db, values.email, existing.id)) throw emailTaken();
        }
        // The fields were each checked by parseChanges: they are the columns' own types.
        await updateUser(db, existing.id, values as UserChanges);
        // A new password or new API settings end the user's sessions (the caller's own stays).
        if (changes.password !== undefined || rolesChanged) {
          await revokeOtherTokens(db, existing.id, actor.tokenId);
        }
      });
    } catch (error) {
      // The unique index is the last word (a row written outside this route); the write is over.
      if (typeof values.email === 'string' && isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return c.json(await engine.get('users', String(existing.id), new URLSearchParams(), actor));
  });

  return app;
}
