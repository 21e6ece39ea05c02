/**
 * The entry: reads the runtime environments, connects the API client to the session,
 * then renders the providers around the router and registers the service worker.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { setTokenGetter, setUnauthorizedHandler } from './api/http';
import { endSession, sessionExpiredMessage, sessionToken } from './auth/session';
import { snackbarRendererWanted } from './components/snackbar';
import { Provider } from './components/ui/provider';
import { loadEnvironments } from './lib/environments';
import { registerServiceWorker } from './pwa/register-sw';
import { createAppRouter } from './router';

// The snackbars' renderer loads with the first snackbar (components/snackbar.ts).
const Toaster = lazy(() =>
  snackbarRendererWanted.then(() => import('./components/ui/toaster')).then((module) => ({ default: module.Toaster })),
);

const queryClient = new QueryClient({
  defaultOptions: {
    // Back-office data changes slowly; 30 s avoids a refetch storm when tabs and routes switch.
    queries: { staleTime: 30_000 },
  },
});
const router = createAppRouter(queryClient);

setTokenGetter(sessionToken);
setUnauthorizedHandler(() => {
  // The server no longer accepts the token: sign out, say why, and come back here after sign-in.
  const here = router.state.location.href;
  endSession(sessionExpiredMessage);
  queryClient.clear();
  void router.navigate({ to: '/login', search: { redirect: here } });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The environment file and the first page's code load side by side, not one after the other.
await Promise.all([loadEnvironments(), router.load()]);

// A transition lets React render in slices and keep the main thread answering (the first
// render of a Chakra page is long on a slow tablet); the splash in index.html shows meanwhile.
startTransition(() => {
  createRoot(root).render(
  <StrictMode>
    <Provider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </Provider>
  </StrictMode>,
  );
});

registerServiceWorker();
