/**
 * Runs the sync engine while a user is signed in (the signed-in layout calls this): a new
 * engine for each user and API, stopped on sign-out, so another user never sends records
 * that are not theirs. The first sign-in on a device also asks for persistent storage.
 */
import { useEffect } from 'react';
import { reportUnauthorized } from '@/api/http';
import { sessionToken } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { apiBaseUrl } from '@/lib/env';
import { SyncEngine } from './sync-engine';
import { askForPersistentStorage } from './storage';

export function useSyncEngine(): void {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const siteCode = session.installInfo?.site_code ?? session.user?.site_current[0]?.code ?? null;

  useEffect(() => {
    if (userId === null) return;
    void askForPersistentStorage();
    const engine = new SyncEngine({
      owner: { userId, siteCode, apiBase: apiBaseUrl() },
      getToken: sessionToken,
      onSignedOut: reportUnauthorized,
    });
    engine.start();
    return () => void engine.stop();
  }, [userId, siteCode]);
}
