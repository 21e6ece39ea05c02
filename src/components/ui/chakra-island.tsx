/**
 * A part drawn with Chakra inside a screen drawn in plain CSS (the signed-in shell, the
 * inspection editor): its code is imported once the Chakra system is there, not with the
 * screen, so that the screen's first paint neither builds the system nor evaluates Chakra's
 * components (ADR 0033). Until the system and the part's code are there, `fallback` shows.
 *
 *   const ConfirmDialog = chakraIsland(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog));
 *
 * Every island of a loaded screen imports its code as soon as the system has loaded, whether it
 * is on screen or not: a dialog opened later, when the lot's network is gone, is already on the
 * device. A failed import (offline before the service worker had the code) leaves the fallback
 * and is tried again the next time the part renders.
 */
import { memo, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { afterChakraSystem } from './lazy-provider';
import { useChakraSoon } from './with-chakra';

export type IslandProps<P> = P & {
  /** Shown until the system and the part's code are there (nothing by default). */
  fallback?: ReactNode;
};

export function chakraIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<IslandProps<P>> {
  let part: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const loadPart = () => {
    loading ??= load().then(
      (component) => {
        part = component;
        for (const listener of listeners) listener();
      },
      () => {
        loading = undefined;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const currentPart = () => part;
  afterChakraSystem(loadPart);

  function ChakraIsland({ fallback = null, ...props }: IslandProps<P>) {
    const ready = useChakraSoon();
    const Part = useSyncExternalStore(subscribe, currentPart, currentPart);
    useEffect(() => {
      if (ready && Part === undefined) loadPart();
    }, [ready, Part]);
    return ready && Part !== undefined ? <Part {...(props as P)} /> : fallback;
  }
  // Memoized: the shell's islands (the drawer, the profile menu) keep their props across a
  // navigation, which then does not re-render their Chakra trees (issue 14: the editor-to-print
  // navigation's task).
  return memo(ChakraIsland) as unknown as ComponentType<IslandProps<P>>;
}
