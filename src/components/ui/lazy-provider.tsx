/**
 * Chakra on demand. Building the Chakra system (createSystem: tokens, CSS variables,
 * utilities) and injecting its global CSS is the single longest task of a cold start on a
 * slow tablet (about 350 ms at 4x CPU slowdown), and the sign-in page does not use Chakra
 * (features/auth draws it with plain CSS). So the system (./system.ts and the whole Chakra
 * runtime behind it) is a separate chunk, loaded the first time something needs it: a
 * route drawn with Chakra, or the first snackbar.
 *
 * The provider element stays the same from the first render on, so switching from the
 * stand-in to the real system re-renders its children but never remounts them: a half
 * typed sign-in form survives its first snackbar. Until the system is loaded the provider
 * holds a stand-in that carries only what ChakraProvider itself reads (no layers, no
 * global CSS); no Chakra component may render then, which `needed` guarantees: while it is
 * true and the system is not there, the provider suspends (inside the router's navigation
 * transition, the previous page stays on screen until the system is ready).
 */
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createContext, memo, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

let loadedSystem: SystemContext | undefined;
let loading: Promise<SystemContext> | undefined;
const listeners = new Set<() => void>();

/** Loads the Chakra system once (later calls share the same promise). */
export function loadChakraSystem(): Promise<SystemContext> {
  if (loading === undefined) {
    const attempt = import('./system').then(({ system }) => {
      loadedSystem = system;
      for (const listener of listeners) listener();
      return system;
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

/** The system once loaded, else undefined; re-renders when it arrives. */
export function useLoadedChakraSystem(): SystemContext | undefined {
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

/**
 * What ChakraProvider reads of a system (`_config.disableLayers`, `_global`), and nothing
 * else: a stand-in for the time no Chakra component is on screen. Checked by
 * lazy-provider.test.tsx against the pinned Chakra version.
 */
export const standInSystem = { _config: { disableLayers: true }, _global: [] } as unknown as SystemContext;

interface LazyChakraProviderProps {
  /** Whether what renders now uses Chakra; the system loads (and the tree waits) when true. */
  needed: boolean;
  children: ReactNode;
}

/** The provider's children, handed past it (see LazyChakraProvider). */
const ProvidedChildren = createContext<ReactNode>(null);

function ChildrenPastTheProvider() {
  return use(ProvidedChildren);
}

/** ChakraProvider, rendered again only when the system changes (from the stand-in to the real one). */
const SystemProvider = memo(function SystemProvider({ system }: { system: SystemContext }) {
  return (
    <ChakraProvider value={system}>
      <ChildrenPastTheProvider />
    </ChakraProvider>
  );
});

export function LazyChakraProvider({ needed, children }: LazyChakraProviderProps) {
  const loaded = useLoadedChakraSystem();
  // `use` only while the system is missing: the promise is then pending, and shared.
  const system = loaded ?? (needed ? use(loadChakraSystem()) : standInSystem);
  // The children go through a context, past a memoized ChakraProvider: the router re-renders its
  // wrapper (and so this) with new children on a navigation, and each render of ChakraProvider
  // has Emotion serialize the system's global styles again (issue 14: the editor-to-print
  // navigation's task).
  return (
    <ProvidedChildren.Provider value={children}>
      <SystemProvider system={system} />
    </ProvidedChildren.Provider>
  );
}
