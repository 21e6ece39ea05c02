/** React's view of the update store: true while a new version waits to be applied. */
import { useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeToUpdates } from './update-store';

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
}
