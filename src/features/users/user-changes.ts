/**
 * What the user edit form's Save Changes sends: only the fields that
 * changed, the password only when it is non-empty and valid, and nothing while any field
 * has a problem. Pure, so every rule is tested without a form.
 */
import { AdminUserWrite, type AdminUser, type AdminUserChanges } from '@/contract/admin-users';
import { ruleProblem } from '@/contract/field-rules';
import { changedFields, isEmpty } from '@/lib/changed-fields';
import { passwordAllowsSave, type PasswordVerdict } from '@/lib/password-verdict';
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

/** What is wrong with the draft, field by field; `selfId` is the signed-in admin (who cannot drop their own Cloud Admin). */
export function userProblems(saved: AdminUser, draft: UserDraft, selfId: number | undefined): UserProblems {
  const problems: UserProblems = {};
  // The contract's rules, which the server enforces with the same messages. An unchanged e-mail is not sent, so it is not judged (a user may have none).
  const emailProblem = draft.email.trim() !== (saved.email ?? '') ? ruleProblem(AdminUserWrite.email, draft.email) : null;
  if (emailProblem) problems.email = emailProblem;
  // Nor an unchanged name: a name registration allowed (121 characters) must not stop an admin granting access.
  const nameProblem = draft.name.trim() !== saved.name ? ruleProblem(AdminUserWrite.name, draft.name) : null;
  if (nameProblem) problems.name = nameProblem;
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
