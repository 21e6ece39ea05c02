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
 * and is tried again the next time the part renders and when the connection returns. A part
 * the user opens (a dialog) names itself (`opens`): while its code cannot be had, it says so
 * where it would have opened, instead of a button that seems to do nothing; a dialog kept
 * mounted while closed (`open={false}`) says nothing until it is opened.
 */
import { memo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { notSavedText } from '@/components/offline-texts';
import { afterChakraSystem, loadChakraSystem } from './lazy-provider';
import { useChakraSoon, useCodeWhenOnline } from './with-chakra';

export type IslandProps<P> = P & {
  /** Shown until the system and the part's code are there (nothing by default). */
  fallback?: ReactNode;
};

export interface IslandOptions {
  /** What the user opened, named in the notice shown while its code cannot be had ("Inspection Delivery Options"). */
  opens?: string;
}

export function chakraIsland<P extends object>(load: () => Promise<ComponentType<P>>, options: IslandOptions = {}): ComponentType<IslandProps<P>> {
  let part: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const loadPart = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        part = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const currentPart = () => part;
  const loadSystemAndPart = () => loadChakraSystem().then(loadPart);
  afterChakraSystem(() => void loadPart().catch(() => undefined));
  const missing = options.opens === undefined ? null : <p role="alert">{notSavedText(options.opens, 'opens', 'it')}</p>;

  function ChakraIsland({ fallback = null, ...props }: IslandProps<P>) {
    const ready = useChakraSoon();
    const Part = useSyncExternalStore(subscribe, currentPart, currentPart);
    const shown = ready && Part !== undefined;
    // The system first: the part's code is of no use without it.
    const { failed } = useCodeWhenOnline(loadSystemAndPart, !shown);
    if (shown) return <Part {...(props as P)} />;
    const wanted = (props as { open?: unknown }).open !== false;
    return failed && wanted && missing !== null ? missing : fallback;
  }
  // Memoized: the shell's islands (the drawer, the profile menu) keep their props across a
  // navigation, which then does not re-render their Chakra trees (issue 14: the editor-to-print
  // navigation's task).
  return memo(ChakraIsland) as unknown as ComponentType<IslandProps<P>>;
}
