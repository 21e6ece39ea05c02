/** Cloud users as the admin screens read and write them (GET/PUT /v3/admin/users[/{id}]; docs/API.md, "Cloud Users"). */
import * as v from 'valibot';
import { userEntries } from './auth';
import { visible } from './field-rules';

export const AdminUser = v.object({
  ...userEntries,
  created_at: v.nullish(v.string()),
  updated_at: v.nullish(v.string()),
});
export type AdminUser = v.InferOutput<typeof AdminUser>;

const flag = v.picklist([0, 1], 'must be 0 or 1');

/**
 * The rules of the fields PUT /v3/admin/users/{id} takes (Cloud Users' edit form and My
 * Profile), with the messages the forms show: the server refuses with the same message. The
 * password's rules are src/contract/password-rules.ts (they need zxcvbn's score).
 */
export const AdminUserWrite = {
  name: v.pipe(v.string('must be text'), v.trim(), visible('Name is required'), v.maxLength(120, 'Name must be at most 120 characters')),
  email: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.toLowerCase(),
    v.minLength(1, 'Email Address is required'),
    v.email('Email Address is not a valid e-mail address'),
    v.maxLength(200, 'Email Address must be at most 200 characters'),
  ),
  password: v.string('must be text'),
  premise_user: flag,
  is_cloud_user: flag,
  is_global_admin: flag,
};
export type AdminUserField = keyof typeof AdminUserWrite;

/** A user's three API settings as the API spells them. */
export interface ApiRoleFlags {
  premise_user: 0 | 1;
  is_cloud_user: 0 | 1;
  is_global_admin: 0 | 1;
}

/**
 * The combinations the edit form's checkbox rules produce: Auction User
 * alone, Cloud User alone, or Cloud User with Cloud Admin. Null when the settings go
 * together, else why not; the server refuses other combinations with the same message.
 */
export function roleCombinationProblem({ premise_user, is_cloud_user, is_global_admin }: ApiRoleFlags): string | null {
  if (premise_user === 1 && is_cloud_user === 0 && is_global_admin === 0) return null;
  if (premise_user === 0 && is_cloud_user === 1) return null;
  if (premise_user === 0 && is_cloud_user === 0 && is_global_admin === 0) return 'Choose Auction User or Cloud User';
  return 'These API settings do not go together: a user is either an Auction User or a Cloud User, and a Cloud Admin is also a Cloud User';
}

/** The fields PUT /v3/admin/users/{id} takes: only the changed ones are sent. */
export type AdminUserChanges = { [K in AdminUserField]?: v.InferOutput<(typeof AdminUserWrite)[K]> };
