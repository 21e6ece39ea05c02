/** Test helper: the whole app (router, query client, snackbars) at a path, in memory. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster, toaster } from '@/components/ui/toaster';
import { createAppRouter } from '@/router';

export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <Toaster />
    </>,
  );
  return { ...view, router, queryClient };
}

/**
 * `ui` as the page at / of a router of its own, for a component that needs one (a LeaveGuard
 * asks before the page is left), with `leave()` going to /elsewhere. Resolves once it is drawn.
 */
export async function renderAsPage(ui: ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/elsewhere', component: () => <h1>Elsewhere</h1> });
  const router = createRouter({ routeTree: root.addChildren([page, elsewhere]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => {
    if (router.state.resolvedLocation?.pathname !== '/') throw new Error('the page is not drawn yet');
  });
  // This router is not the app's (whose routes the types know): its own path, unchecked.
  const leave = () => router.navigate({ to: '/elsewhere' as never });
  return { ...view, router, leave };
}

/** A fetch reply with a JSON body. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Removes every snackbar at once (their store outlives a test's render). */
export function removeSnackbars(): void {
  toaster.remove();
}
