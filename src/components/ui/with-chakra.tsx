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
import { useEffect } from 'react';
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
