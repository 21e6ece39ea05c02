/**
 * The changes on their way, by row: what a row shows until the server's answer and the
 * list read again after it are in, so a switch moves at once and then shows what the
 * server holds (the change on failure is dropped and the row shows the server's value).
 */
import { useCallback, useState } from 'react';

export function usePendingWrites<TChange>() {
  const [pending, setPending] = useState<ReadonlyMap<string, TChange>>(() => new Map());
  const start = useCallback((key: string, change: TChange) => setPending((current) => new Map(current).set(key, change)), []);
  const finish = useCallback(
    (key: string) =>
      setPending((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      }),
    [],
  );
  return { pending, start, finish };
}
