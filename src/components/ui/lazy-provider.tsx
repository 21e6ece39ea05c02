/**
 * Chakra on demand. Building the Chakra system (createSystem: tokens, CSS variables,
 * utilities) and injecting its global CSS is the single longest task of a cold start on a
 * slow tablet (about 350 ms at 4x CPU slowdown), and most pages draw nothing with Chakra (the
 * sign-in page, the lists, the inspection editor, the shell itself). So the system and Chakra's
 * provider (./provider.tsx, with the whole Chakra runtime and emotion behind them) are a chunk of
 * their own, loaded the first time something needs them: a page drawn with Chakra, or the first
 * snackbar. Nothing of Chakra is in the entry (ADR 0081).
 *
 * `ChakraScope` puts Chakra's provider around what needs it, and only that: the shell's page
 * area around a page drawn with Chakra (app-shell.tsx), the router's wrapper around a page
 * outside the shell drawn with it (chakra-for-routes.tsx), the snackbars' renderer and the
 * lazily loaded body view around themselves (main.tsx, lazy-body-view.tsx). A plain page is
 * never inside a provider that appears later, so the system's arrival (a snackbar's) never
 * remounts it: a half typed form survives its first snackbar.
 */
import { createContext, memo, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import type * as ProviderModule from './provider';

/** The loaded Chakra: its provider with the app's system. */
export type LoadedChakra = typeof ProviderModule;

let loadedSystem: LoadedChakra | undefined;
let loading: Promise<LoadedChakra> | undefined;
const listeners = new Set<() => void>();

/** Loads the Chakra system once (later calls share the same promise). */
export function loadChakraSystem(): Promise<LoadedChakra> {
  if (loading === undefined) {
    const attempt = import('./provider').then((loaded) => {
      loadedSystem = loaded;
      for (const listener of listeners) listener();
      return loaded;
    });
    // A failed load (offline before the chunk was cached) is tried again next time.
    attempt.catch(() => {
      loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

/** Starts loading the system ahead of need (a failure is left to the next load). */
export function prefetchChakraSystem(): void {
  loadChakraSystem().catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentSystem = () => loadedSystem;

/** Chakra once loaded, else undefined; re-renders when it arrives. */
export function useLoadedChakraSystem(): LoadedChakra | undefined {
  return useSyncExternalStore(subscribe, currentSystem, currentSystem);
}

/**
 * For a page drawn with Chakra inside a layout that draws its frame first (the signed-in shell,
 * ADR 0012): whether the system is there. While `needed` and it is not, it loads after the next
 * paint (the frame first) and again each time the connection returns; `failed` says the last
 * attempt failed (offline before the service worker held the code, ADR 0063). Where the browser
 * keeps a failed import failed, the page is loaded again instead (ScreenUnreachable, ADR 0075).
 */
export function useChakraSystemAfterPaint(needed: boolean): { ready: boolean; failed: boolean } {
  const ready = useLoadedChakraSystem() !== undefined;
  const active = needed && !ready;
  const [failed, setFailed] = useState(false);
  const live = useRef(false);
  const attempt = useCallback(
    () =>
      void loadChakraSystem().then(
        () => live.current && setFailed(false),
        () => live.current && setFailed(true),
      ),
    [],
  );
  useEffect(() => {
    if (!active) return undefined;
    live.current = true;
    const cancel = afterNextPaint(attempt);
    // A load begun offline (a tap just before) may still be under way when the connection
    // returns, and the loads share one under way: the attempt waits for it to end, so that its
    // failure does not stand for the connection's return (it would be the last word).
    const whenOnline = () => void loadChakraSystem().then(attempt, attempt);
    window.addEventListener('online', whenOnline);
    return () => {
      live.current = false;
      cancel();
      window.removeEventListener('online', whenOnline);
    };
  }, [active, attempt]);
  return { ready, failed };
}

/** The scope's children, handed past the provider (see ChakraScope). */
const ProvidedChildren = createContext<ReactNode>(null);
/** Whether a scope is above: a scope inside another adds no second provider (and no second copy of Chakra's global CSS). */
const InsideScope = createContext(false);

function ChildrenPastTheProvider() {
  return use(ProvidedChildren);
}

/** Chakra's provider, rendered again only when the loaded Chakra changes (never, once loaded). */
const ProviderOf = memo(function ProviderOf({ loaded }: { loaded: LoadedChakra }) {
  return (
    <loaded.Provider>
      <ChildrenPastTheProvider />
    </loaded.Provider>
  );
});

/**
 * Chakra's provider around `children`, which draw with Chakra; until Chakra is there, the tree
 * suspends (inside the router's navigation transition, the page being left stays on screen).
 * The children go through a context, past a memoized provider: the router re-renders its
 * wrapper, and the shell its page area, with new children on a navigation, and each render of
 * ChakraProvider has emotion serialize the system's global styles again (issue 14: the
 * editor-to-print navigation's task).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  const inside = use(InsideScope);
  const loaded = useLoadedChakraSystem() ?? (inside ? undefined : use(loadChakraSystem()));
  if (inside || loaded === undefined) return <>{children}</>;
  return (
    <InsideScope.Provider value>
      <ProvidedChildren.Provider value={children}>
        <ProviderOf loaded={loaded} />
      </ProvidedChildren.Provider>
    </InsideScope.Provider>
  );
}
