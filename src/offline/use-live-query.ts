/** React's view of an IndexedDB query that re-runs when its tables change, in any tab. */
import { useEffect, useState } from 'react';
import { observe } from './db';

export type LiveResult<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: Error };

export function useLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[]): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>({ status: 'loading' });
  useEffect(() => {
    const subscription = observe(query).subscribe({
      next: (value) => setResult({ status: 'ready', value }),
      error: (error: unknown) => setResult({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    });
    return () => subscription.unsubscribe();
    // The caller lists what the query depends on, as with useMemo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return result;
}
