/**
 * How the route files load their screens' code: TanStack's `lazyRouteComponent` and `lazyFn`,
 * except when the code could not be fetched because the server cannot be reached (ADR 0063).
 * The router plugin's code splitting calls these instead of TanStack's
 * (scripts/lazy-route-code.ts); a route file that splits by hand imports them from here.
 *
 * TanStack answers a failed import of a screen's code by reloading the page, once a session:
 * right after a deployment took the old chunk away, and wrong with the network gone. Before the
 * service worker holds the code (a tablet's first visit), that reload lands on the browser's
 * offline page and the console is gone until the network returns. Here the failed import asks
 * the server whether it is there at all: when it answers, the error goes on to TanStack as
 * before; when it does not, the import fails with `ScreenCodeUnreachable`, and the route's error
 * screen (src/components/route-error.tsx) says so and tries again when the connection returns.
 */
import { lazyFn as tanstackLazyFn, lazyRouteComponent as tanstackLazyRouteComponent } from '@tanstack/react-router';

export class ScreenCodeUnreachable extends Error {
  /** Whether the browser said it was offline (else the server did not answer on a network the browser took for one). */
  readonly offline = !navigator.onLine;

  constructor(cause: unknown) {
    super("This screen's code could not be fetched: the server cannot be reached.", { cause });
    this.name = 'ScreenCodeUnreachable';
  }
}

/**
 * Whether `error` is a screen's code that could not be fetched: the browsers' words for a failed
 * dynamic import (TanStack's test for its reload), and Vite's for the stylesheet a chunk brings.
 */
export function isCodeNotFetched(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/.test(
    message,
  );
}

/** Does the server answer at all (any status, as the outbox's witness counts: offline/connection.ts)? */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    // A HEAD of the app's own page, past the HTTP cache (the service worker's routes answer GETs only).
    await fetch('/', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

function failingPlainlyOffline<T>(importer: () => Promise<T>): () => Promise<T> {
  return () =>
    importer().catch(async (error: unknown) => {
      if (await serverAnswers()) throw error;
      throw new ScreenCodeUnreachable(error);
    });
}

export const lazyRouteComponent: typeof tanstackLazyRouteComponent = (importer, exportName) =>
  tanstackLazyRouteComponent(failingPlainlyOffline(importer), exportName);

export const lazyFn: typeof tanstackLazyFn = (importer, key) => tanstackLazyFn(failingPlainlyOffline(importer), key);
