/**
 * What a screen shows in place of itself when it cannot be shown (the router's
 * `defaultErrorComponent`, ADR 0063): inside the shell, whose menu and outbox stay usable.
 * - Its code could not be fetched because the server cannot be reached (a tablet before its
 *   service worker holds the console, src/lib/lazy-route-component.ts): the offline notice of
 *   the lists' wording, and the screen comes as soon as the connection returns.
 * - Its code could not be fetched though the server answers, after TanStack's one reload (a
 *   deployment half done, a proxy in the way): that the server did not send it, in words, and
 *   whom to tell; the browser's message names the file in the page's console only.
 * - Anything else that failed while it was drawn: what went wrong, and a way to try again.
 *
 * Plain elements and a few lines of CSS, in the entry: a screen that cannot be shown may be
 * one whose other chunks could not be fetched either.
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { notSavedText } from '@/components/offline-texts';
import { isCodeNotFetched, ScreenCodeUnreachable } from '@/lib/lazy-route-component';
import { loadAgainIfServerAnswers } from '@/components/load-again';
import './route-error.css';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const unreachable = error instanceof ScreenCodeUnreachable;
  // Loading the route again fetches the screen's code again; the boundary resets on the new match.
  const retry = () => void router.invalidate().finally(reset);

  if (unreachable) return <ScreenUnreachable />;
  if (isCodeNotFetched(error)) {
    return (
      <ErrorScreen title="This screen could not be loaded" tone="error" onRetry={retry}>
        The server did not send this screen. Try again in a moment; if it keeps happening, tell your administrator.
      </ErrorScreen>
    );
  }
  return (
    <ErrorScreen title="This screen could not be shown" tone="error" onRetry={retry}>
      Something went wrong while showing it: {error instanceof Error ? error.message : String(error)}
    </ErrorScreen>
  );
}

/** The page area's heading, what happened, and Try again. */
function ErrorScreen({ title, tone, onRetry, children }: { title: string; tone?: 'error'; onRetry: () => void; children: ReactNode }) {
  return (
    <div className="route-error">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <p role="alert" className="route-error-text" data-tone={tone}>
        {children}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

const loadedAgainKey = 'lot-console.loaded-again-for-code';

/** Loads the page again if the server answers, marked so that the new page does not do it again at once; else nothing. */
function loadAgain(): void {
  loadAgainIfServerAnswers(() => sessionStorage.setItem(loadedAgainKey, String(Date.now())));
}

/**
 * A screen whose code is not on the device and cannot be fetched: the lists' offline wording,
 * and Try again.
 *
 * The screen comes by loading the page again once the server answers (when the connection
 * returns, or on Try again): Chromium (150 at least) keeps an import that failed failed for the
 * page's life, so fetching the code again in place fails again. Nothing is lost: the screen was
 * never shown, and the outbox and the session are kept on the device.
 */
export function ScreenUnreachable() {
  useEffect(() => {
    // The connection came back before this was drawn (the shell waited for its own code); not
    // again right after such a load, should the code still not come (no loop of loads).
    if (navigator.onLine && Date.now() - Number(sessionStorage.getItem(loadedAgainKey) ?? 0) > 15_000) loadAgain();
    window.addEventListener('online', loadAgain);
    return () => window.removeEventListener('online', loadAgain);
  }, []);
  return (
    <ErrorScreen title="This screen could not be loaded" onRetry={loadAgain}>
      {notSavedText('this screen', 'opens', 'it')}
    </ErrorScreen>
  );
}
