/** The selected environment, followed as it changes (the sign-in page's selector can switch it). */
import { useSyncExternalStore } from 'react';
import type { Environment } from '../../contract/auth';
import { currentEnvironment, subscribeEnvironment } from '../../lib/environments';

export function useCurrentEnvironment(): Environment {
  return useSyncExternalStore(subscribeEnvironment, currentEnvironment, currentEnvironment);
}
