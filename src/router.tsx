/**
 * The app's router: the generated file-route tree, the router context, and the type
 * registration that makes every Link and navigate() call checked against the routes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './auth/router-context';
import { getSession } from './auth/session';
import { RouteError } from './components/route-error/route-error';
import { routeTree } from './routeTree.gen';

/** `history` is the browser's unless given (tests pass a memory history). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session: getSession } satisfies RouterContext,
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router's own loader cache would only double it.
    defaultPreloadStaleTime: 0,
    // A screen that cannot be shown says why, in the console's words, inside the shell (ADR 0063).
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
