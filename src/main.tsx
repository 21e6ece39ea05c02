/**
 * The entry: reads the runtime environments, connects the API client to the session,
 * then renders the router and registers the service worker.
 */
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { dropReadsAhead, serverAnswers, setCallObserver, setTokenGetter, setUnauthorizedHandler } from './api/http';
import { ApiError } from './api/api-error';
import { endSession, expiryDetail, getSession, sessionExpiredMessage, sessionToken, subscribeSession } from './auth/session';
import { snackbarRendererWanted } from './components/snackbar';
import { afterNextPaint, whenIdle } from './lib/after-paint';
import { loadEnvironments } from './lib/environments';
import { invalidatingMutationCache } from './lib/mutation-invalidation';
import { forgetSavedViews } from './lib/saved-view-store';
import { linkIconAndManifest } from './pwa/head-links';
import { checkConnectionNow, isOnline, reportSendOutcome, setConnectionProbe, subscribeConnection } from './offline/connection';
import { createAppRouter } from './router';
// The kit's plain-drawn controls travel in the entry's stylesheet, inlined into index.html, beside
// the plain button (the error screen's): the sign-in page, the lists, the editor and the desk
// screens draw them, and a stylesheet shared by chunks of different groups would be a request of
// its own (ADR 0065, 0079).
import './components/ui/field.css';
import './components/ui/select.css';
import './components/ui/checkbox.css';
import './components/ui/switch.css';
import './components/ui/spinner.css';

// Start-up marks (performance.mark), read by scripts/measure-offline-reload.ts.
performance.mark('lot:entry');

// The snackbars' renderer loads with the first snackbar (components/snackbar.ts).
const Toaster = lazy(async () => {
  await snackbarRendererWanted;
  return { default: (await import('./components/ui/toaster')).Toaster };
});

/** One element for the life of the page: the router re-renders its wrapper on a navigation, the snackbars need not. */
const snackbars = (
  <Suspense fallback={null}>
    <Toaster />
  </Suspense>
);

/** Inside the router: the routes, and the snackbars beside them. */
function RouteProviders({ children }: { children: ReactNode }) {
  // The browser fetches the icon and reads the manifest once the first screen is painted, not during its start (ADR 0056).
  useEffect(() => afterNextPaint(linkIconAndManifest), []);
  return (
    <>
      {children}
      {snackbars}
    </>
  );
}

const queryClient: QueryClient = new QueryClient({
  // Writes name what they make stale (meta.invalidates); the cache invalidates it.
  mutationCache: invalidatingMutationCache(() => queryClient),
  defaultOptions: {
    queries: {
      // Back-office data changes slowly; 30 s avoids a refetch storm when tabs and routes switch.
      staleTime: 30_000,
      // The server said no (4xx) or sent what the app cannot read: asking again changes nothing.
      retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.refused),
    },
  },
});
const router = createAppRouter(queryClient);
// Reads follow the app's witness of the connection, not navigator.onLine alone: a read that gets
// no answer pauses (the screen says what it needs) and runs again once one gets through.
setCallObserver(reportSendOutcome);
setConnectionProbe(serverAnswers);
// Started from the service worker's copy, the page may have no network while the browser says
// online: one readiness check tells the witness before the screen's first read has to.
if (navigator.serviceWorker?.controller) checkConnectionNow();
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeConnection(() => setOnline(isOnline()));
});

/**
 * The signed-in user's lot data (vehicles, photos) survives a reload with no network: it
 * is restored before the first page loads, kept while signed in, and deleted at sign-out
 * (src/lib/query-persistence.ts; loaded only for a signed-in user, never on /login).
 */
async function persistQueriesOf(userId: number | undefined): Promise<void> {
  const persistence = await import('./lib/query-persistence');
  if (userId === undefined) persistence.clearPersistedQueries();
  else await persistence.restoreQueryCache(queryClient, userId);
}
let persistedFor = getSession().user?.id;
const queriesRestored = persistedFor === undefined ? Promise.resolve() : persistQueriesOf(persistedFor).catch(() => undefined);
subscribeSession(() => {
  const userId = getSession().user?.id;
  if (userId === persistedFor) return;
  persistedFor = userId;
  void persistQueriesOf(userId);
});

// The lists' saved views are the signed-in user's alone (lib/saved-view-store.ts): any other
// user's go at start-up and sign-in, everyone's at sign-out.
forgetSavedViews(getSession().user?.id);
subscribeSession(() => forgetSavedViews(getSession().user?.id));

setTokenGetter(sessionToken);
setUnauthorizedHandler(() => {
  // The server no longer accepts the token: sign out, say why, and come back here after sign-in.
  // Several calls under way are refused together: the first has done all that; a later one would
  // send the sign-in page back to itself, and the return address would be lost.
  if (!getSession().user) return;
  const here = router.state.location.href;
  // What waits on the device is kept, and sent when the same user signs in again: the sign-in page says so (the shell knows).
  endSession(sessionExpiredMessage, expiryDetail());
  queryClient.clear();
  void router.navigate({ to: '/login', search: { redirect: here } });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Loads what the first page needs, then renders. Not top-level await: the entry shares its
 * chunk with the modules the route chunks import (vite.config.ts), so it must finish
 * evaluating before the first route's chunk can.
 */
async function start(container: HTMLElement): Promise<void> {
  // The environment file and the first page's code load side by side, not one after the other.
  await Promise.all([
    loadEnvironments().then(() => performance.mark('lot:environments')),
    queriesRestored.then(async () => {
      performance.mark('lot:queries-restored');
      await router.load();
      performance.mark('lot:router-loaded');
      // The first screen has asked for what it reads: a read sent ahead that it did not take goes (src/read-ahead.ts).
      dropReadsAhead();
    }),
  ]);
  // A plain render, not a transition: time-sliced, the first screen came later (ADR 0033). The
  // splash in index.html shows meanwhile.
  performance.mark('lot:render');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} InnerWrap={RouteProviders} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
void start(root);

// The service worker (workbox-window, then the worker's own precache downloads) waits until
// the page has loaded and the main thread is idle: nothing of it is needed for the first page.
// A tablet that lost its network before the registration's code arrived registers it when the
// connection returns, not at its next load: until then it has no offline copy of the console.
function registerServiceWorkerWhenIdle(): void {
  // Its code lost, the worker is registered without it when the connection returns: Chromium
  // (150 at least) keeps a failed import failed for the page's life, so importing it again would
  // fail again. The next load finds the worker, and its code, which then attaches to it.
  const registerWithoutItsCode = (): void =>
    void navigator.serviceWorker?.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.error('Service worker registration failed', error));
  const register = (): void =>
    void import('./pwa/register-sw').then(
      (module) => module.registerServiceWorker(),
      () => import.meta.env.PROD && window.addEventListener('online', registerWithoutItsCode, { once: true }),
    );
  if (document.readyState === 'complete') whenIdle(register);
  else window.addEventListener('load', () => whenIdle(register), { once: true });
}
registerServiceWorkerWhenIdle();
