/**
 * The selected environment as React state (lib/environments.ts holds it): re-renders when it
 * changes, as when the sign-in page's selector switches it. The one hook for it: the sign-in
 * page's picker and the mobile builds screens read it here.
 */
import { useSyncExternalStore } from 'react';
import type { Environment } from '@/contract/auth';
import { currentEnvironment, subscribeEnvironment } from './environments';

export function useEnvironment(): Environment {
  return useSyncExternalStore(subscribeEnvironment, currentEnvironment, currentEnvironment);
}
