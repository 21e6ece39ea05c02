import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/auth/router-context';
import { lazyRouteComponent } from '@/lib/lazy-route-component';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Loaded when needed: the root route is never code-split, and every first load would carry it (ADR 0007).
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFoundPage'),
});
