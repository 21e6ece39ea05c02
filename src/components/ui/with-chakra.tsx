/**
 * A part of a plain-CSS screen that is drawn with Chakra: the signed-in shell is plain so
 * that an offline reload shows it before the Chakra system is built (docs/decisions/
 * 0012-plain-shell.md), and its page area, popups and banners are Chakra.
 *
 * Says whether the provider above holds the real system (LazyChakraProvider switches from
 * its stand-in when the system has loaded), and starts loading it after the first paint, so
 * that the plain parts are on screen before the system's long build task runs. Chakra parts
 * of plain screens use it through `chakraIsland` (chakra-island.tsx, ADR 0033).
 */
import { useChakraContext } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { prefetchChakraSystem, standInSystem } from './lazy-provider';

/** Whether Chakra components may render here (the provider above has the real system). */
export function useChakraReady(): boolean {
  return useChakraContext() !== standInSystem;
}

/** Loads the Chakra system after the next paint, if it is not there yet. */
function useChakraAfterPaint(ready: boolean): void {
  useEffect(() => (ready ? undefined : afterNextPaint(prefetchChakraSystem)), [ready]);
}

/** Whether Chakra components may render here; if not yet, the system loads after the next paint. */
export function useChakraSoon(): boolean {
  const ready = useChakraReady();
  useChakraAfterPaint(ready);
  return ready;
}

/**
 * Code a plain screen waits for that may not be on the device (the Chakra system, a Chakra
 * part): `load` runs after the next paint while `active`, the frame not waiting for it, and again
 * each time the connection returns. Says whether the last attempt failed (offline before the
 * service worker held the code, ADR 0062). Where the browser keeps a failed import failed, the
 * page is loaded again instead (ScreenUnreachable, the islands: ADR 0075).
 */
export function useCodeWhenOnline(load: () => Promise<unknown>, active: boolean): { failed: boolean } {
  const [failed, setFailed] = useState(false);
  const live = useRef(false);
  const attempt = useCallback(
    () =>
      void load().then(
        () => live.current && setFailed(false),
        () => live.current && setFailed(true),
      ),
    [load],
  );
  useEffect(() => {
    if (!active) return undefined;
    live.current = true;
    const cancel = afterNextPaint(attempt);
    // A load begun offline (a tap just before) may still be under way when the connection
    // returns, and the loaders share a load under way: the attempt waits for it to end, so that
    // its failure does not stand for the connection's return (it would be the last word).
    const whenOnline = () => void load().then(attempt, attempt);
    window.addEventListener('online', whenOnline);
    return () => {
      live.current = false;
      cancel();
      window.removeEventListener('online', whenOnline);
    };
  }, [active, attempt, load]);
  return { failed };
}
