/** Runs `callback` after every navigation that changed the URL (path, search or hash). */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export function useOnNavigation(callback: () => void): void {
  const router = useRouter();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.hrefChanged) latest.current();
      }),
    [router],
  );
}
