/**
 * The session for a component: re-renders when it changes (sign-in, sign-out, another tab).
 * Apart from session.ts, which is React-free: the read ahead (src/read-ahead.ts) reads the
 * session before React has arrived.
 */
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
