/**
 * What the user edit form's Save Changes sends (spec 01, point 5): only the fields that
 * changed, the password only when it is non-empty and valid, and nothing while any field
 * has a problem. Pure, so every rule is tested without a form.
 */
import type { AdminUser, AdminUserChanges } from '../../contract/admin-users';
import { changedFields, isEmpty } from '../../lib/changed-fields';
import { passwordAllowsSave, type PasswordVerdict } from '../../lib/password-rules';
import { apiFieldsOf, apiFlagsProblem, flagsOf, type ApiFlags } from './api-flags';

export interface UserDraft {
  email: string;
  name: string;
  password: string;
  flags: ApiFlags;
}

export function draftOf(user: AdminUser): UserDraft {
  return { email: user.email ?? '', name: user.name, password: '', flags: flagsOf(user) };
}

export interface UserProblems {
  email?: string;
  name?: string;
  flags?: string;
}

/** A plain shape check; the server has the last word (and says "Email Address is not a valid e-mail address" too). */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the draft, field by field; `selfId` is the signed-in admin (who cannot drop their own Cloud Admin). */
export function userProblems(saved: AdminUser, draft: UserDraft, selfId: number | undefined): UserProblems {
  const problems: UserProblems = {};
  const email = draft.email.trim();
  if (email === '' && (saved.email ?? '') !== '') problems.email = 'Email Address is required';
  else if (email !== '' && email !== (saved.email ?? '') && !emailShape.test(email)) problems.email = 'Email Address is not a valid e-mail address';
  if (draft.name.trim() === '') problems.name = 'Name is required';
  const flagsChanged = !isEmpty(changedFields(flagsOf(saved), draft.flags));
  const flagProblem = flagsChanged ? apiFlagsProblem(draft.flags) : null;
  if (flagProblem) problems.flags = flagProblem;
  else if (saved.id === selfId && saved.is_global_admin === 1 && !draft.flags.cloudAdmin) {
    problems.flags = 'You cannot remove your own Cloud Admin rights: ask another admin';
  }
  return problems;
}

/** The changed fields to send, or null when nothing changed or something must be fixed first. */
export function userChanges(saved: AdminUser, draft: UserDraft, verdict: PasswordVerdict, selfId: number | undefined): AdminUserChanges | null {
  if (!isEmpty(userProblems(saved, draft, selfId)) || !passwordAllowsSave(verdict)) return null;
  const changes: AdminUserChanges = {
    ...changedFields({ name: saved.name, email: saved.email ?? '' }, { name: draft.name.trim(), email: draft.email.trim() }),
    ...changedFields(apiFieldsOf(flagsOf(saved)), apiFieldsOf(draft.flags)),
  };
  if (verdict.kind === 'valid') changes.password = draft.password;
  return isEmpty(changes) ? null : changes;
}
