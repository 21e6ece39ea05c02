/** Test helper: the whole app (router, query client, snackbars) at a path, in memory. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
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

/** A fetch reply with a JSON body. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Removes every snackbar at once (their store outlives a test's render). */
export function removeSnackbars(): void {
  toaster.remove();
}
