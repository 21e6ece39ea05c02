/**
 * Runs the sync engine while a user is signed in (the signed-in layout calls this): a new
 * engine for each user and API, stopped on sign-out, so another user never sends records
 * that are not theirs. The first sign-in on a device also asks for persistent storage. The
 * engine's code loads beside the shell rather than before it (loadOfflineEngine, ADR 0081); a
 * load that failed is tried again when the connection returns.
 */
import { useEffect } from 'react';
import { reportUnauthorized } from '@/api/http';
import { sessionToken } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { apiBaseUrl } from '@/lib/env';
import { loadOfflineEngine } from './load-engine';
import { askForPersistentStorage } from './storage';
import type { SyncEngine } from './sync-engine';

export function useSyncEngine(): void {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const siteCode = session.installInfo?.site_code ?? session.user?.site_current[0]?.code ?? null;

  useEffect(() => {
    if (userId === null) return;
    void askForPersistentStorage();
    let engine: SyncEngine | undefined;
    let stopped = false;
    const start = () =>
      loadOfflineEngine().then(
        (loaded) => {
          if (stopped || engine) return;
          window.removeEventListener('online', start);
          engine = new loaded.SyncEngine({
            owner: { userId, siteCode, apiBase: apiBaseUrl() },
            getToken: sessionToken,
            onSignedOut: reportUnauthorized,
          });
          engine.start();
        },
        (error: unknown) => {
          console.error('The offline engine could not be loaded', error);
          window.addEventListener('online', start);
        },
      );
    void start();
    return () => {
      stopped = true;
      window.removeEventListener('online', start);
      void engine?.stop();
    };
  }, [userId, siteCode]);
}
