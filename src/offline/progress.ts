/** Upload progress of the records this tab is sending, in memory only (it means nothing after a reload). */
import { useSyncExternalStore } from 'react';
import type { Progress } from './transport';

let progress: ReadonlyMap<number, Progress> = new Map();
const listeners = new Set<() => void>();

function publish(next: ReadonlyMap<number, Progress>): void {
  progress = next;
  for (const listener of listeners) listener();
}

/** Percent sent, or null while the size is unknown. */
export function progressPercent(value: Progress | undefined): number | null {
  return value && value.total > 0 ? Math.round((value.loaded / value.total) * 100) : null;
}

export function setProgress(id: number, value: Progress): void {
  publish(new Map(progress).set(id, value));
}

export function clearProgress(id: number): void {
  if (!progress.has(id)) return;
  const next = new Map(progress);
  next.delete(id);
  publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploadProgress(): ReadonlyMap<number, Progress> {
  return useSyncExternalStore(
    subscribe,
    () => progress,
    () => progress,
  );
}
