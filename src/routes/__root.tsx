import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/auth/router-context';
import { lazyRouteComponent } from '@/lib/lazy-route-component';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Loaded when needed: the page is drawn with Chakra, and the root route is never code-split,
  // so a static import would put Chakra's styled factory in every first load (ADR 0007).
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFound'),
});
