/**
 * The one alert shown at the top of the content area (errors are a
 * danger-style alert with the message). A tiny external store so any code, a mutation's
 * onError as much as a component, can show it; it goes when another page opens (page-change.ts).
 */
import { useSyncExternalStore } from 'react';

export type PageAlertStatus = 'error' | 'warning' | 'info' | 'success';

export interface PageAlertMessage {
  status: PageAlertStatus;
  message: string;
}

let current: PageAlertMessage | null = null;
const listeners = new Set<() => void>();

function publish(next: PageAlertMessage | null): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export function showPageAlert(alert: PageAlertMessage): void {
  publish({ ...alert });
}

export function clearPageAlert(): void {
  publish(null);
}

export function getPageAlert(): PageAlertMessage | null {
  return current;
}

export function subscribePageAlert(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageAlert(): PageAlertMessage | null {
  return useSyncExternalStore(subscribePageAlert, getPageAlert, getPageAlert);
}
