/**
 * What Save sends: only the fields that changed; the password only when
 * it is non-empty and valid. Null when there is nothing to send or something is invalid.
 */
import { AdminUserWrite } from '@/contract/admin-users';
import { ruleProblem } from '@/contract/field-rules';
import { changedFields } from '@/lib/changed-fields';
import { passwordAllowsSave, type PasswordVerdict } from '@/lib/password-verdict';
import type { ProfileChanges } from './api';

export interface ProfileDraft {
  name: string;
  password: string;
}

/** The name's problem by the contract's rule (the server refuses with the same message), or null. */
export function nameProblem(name: string): string | null {
  return ruleProblem(AdminUserWrite.name, name);
}

export function profileChanges(savedName: string, draft: ProfileDraft, verdict: PasswordVerdict): ProfileChanges | null {
  if (nameProblem(draft.name) || !passwordAllowsSave(verdict)) return null;
  const changes: ProfileChanges = changedFields({ name: savedName }, { name: draft.name.trim() });
  if (verdict.kind === 'valid') changes.password = draft.password;
  return Object.keys(changes).length > 0 ? changes : null;
}
