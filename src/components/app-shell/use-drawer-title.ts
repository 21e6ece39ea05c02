/** The drawer header's text for the current environment, following an environment switch. */
import { useSyncExternalStore } from 'react';
import { currentEnvironment, subscribeEnvironment } from '@/lib/environments';
import { drawerTitle } from './drawer-title';

export function useDrawerTitle(): string {
  const environment = useSyncExternalStore(subscribeEnvironment, currentEnvironment, currentEnvironment);
  return drawerTitle(environment, window.location.hostname);
}
