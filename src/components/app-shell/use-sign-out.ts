/**
 * Signing out on the user's request: the server invalidates the token, then the stored
 * session and every cached query are cleared and the sign-in page opens. (When the
 * offline outbox lands, this is where the user is asked first if work is still queued.)
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logout } from '@/auth/api';
import { endSessionByUser, getSession, sessionToken } from '@/auth/session';

/** How long sign-out waits for the server before going on without it (offline, slow network). */
const LOGOUT_WAIT_MS = 4000;

let signingOut = false;

/** True while a requested sign-out runs, so the shell does not treat it as a sign-out from elsewhere. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Where the sign-in page goes after signing in again, and in which mode it opens. */
export interface SignInAgain {
  redirect?: string;
  mode?: 'auction' | 'admin';
}

export function useSignOut(): (then?: SignInAgain) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (then?: SignInAgain) => {
      if (signingOut) return;
      signingOut = true;
      try {
        const token = sessionToken();
        // Revoke first, so the token is dead on the server by the time the page says signed out.
        if (token) await Promise.race([logout(token), new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
        const userId = getSession().user?.id;
        endSessionByUser();
        // And the entries kept on the device (a damage being entered, with its photo: ADR 0106).
        if (userId !== undefined) void import('@/offline/kept-drafts').then(({ forgetUserEntries }) => forgetUserEntries(userId));
        await navigate({ to: '/login', search: then ? { redirect: then.redirect, mode: then.mode } : {} });
        // After the navigation, so no signed-in screen is left to refetch what is cleared.
        queryClient.clear();
      } finally {
        signingOut = false;
      }
    },
    [navigate, queryClient],
  );
}
