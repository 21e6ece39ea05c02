/**
 * The effective role of a stored user: auction when premise_user = 1;
 * admin when is_global_admin = 1 and not auction; user otherwise.
 */
import type { CloudUser } from '@/contract/auth';

export type Role = 'auction' | 'admin' | 'user';

export function roleOf(user: Pick<CloudUser, 'premise_user' | 'is_global_admin'> | null | undefined): Role | null {
  if (!user) return null;
  if (user.premise_user === 1) return 'auction';
  if (user.is_global_admin === 1) return 'admin';
  return 'user';
}

/** Whether an auction user holds an on-premise security (condition_writer, administration, ...). */
export function hasSecurity(user: Pick<CloudUser, 'on_prem_user'> | null | undefined, security: string): boolean {
  return user?.on_prem_user?.security[security] === 1;
}
