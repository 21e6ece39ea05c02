import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/auth/router-context';
import { useAlertsEndWithThePage } from '@/components/page-change';
import { lazyRouteComponent } from '@/lib/lazy-route-component';

/** Every page, signed in or not: its alerts end with it. */
function Root() {
  useAlertsEndWithThePage();
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Loaded when needed: the root route is never code-split, and every first load would carry it (ADR 0007).
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFoundPage'),
});
