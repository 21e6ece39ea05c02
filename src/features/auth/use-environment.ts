/** The selected environment as React state: re-renders when the selector changes it. */
import { useSyncExternalStore } from 'react';
import type { Environment } from '../../contract/auth';
import { currentEnvironment, subscribeEnvironment } from '../../lib/environments';

export function useEnvironment(): Environment {
  return useSyncExternalStore(subscribeEnvironment, currentEnvironment, currentEnvironment);
}
