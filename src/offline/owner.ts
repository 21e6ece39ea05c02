/** Whose queue new records go into: the signed-in user, their active site, the selected API. */
import { getSession } from '@/auth/session';
import { apiBaseUrl } from '@/lib/env';
import { currentEnvironment } from '@/lib/environments';
import type { Owner } from './outbox';

export function currentOwner(): Owner | null {
  const { user, installInfo } = getSession();
  if (user === null) return null;
  return {
    userId: user.id,
    siteCode: installInfo?.site_code ?? user.site_current[0]?.code ?? null,
    apiBase: apiBaseUrl(),
    userName: user.name.trim() || user.username || user.email || `user ${user.id}`,
    environmentName: currentEnvironment().name,
  };
}
