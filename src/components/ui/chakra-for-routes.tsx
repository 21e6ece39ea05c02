/**
 * Which screens need Chakra before anything is drawn, for the lazy provider
 * (lazy-provider.tsx): every route but the ones listed in `chakraFreeRoutes`, drawn with
 * plain CSS so that a cold start there neither downloads nor builds the Chakra system, and
 * those inside a `selfLoadingLayouts` layout, which draws its frame first.
 *
 * `ChakraForRoutes` is the router's InnerWrap (main.tsx): it provides the system to the
 * route tree as soon as the route on screen needs it. The router commits a navigation in a
 * React transition, so while the system loads the page being left stays on screen, as it
 * does while a route's own chunk loads. `loadChakraOnNavigation` starts that load when a
 * navigation starts, beside the route's chunk rather than after it.
 */
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FileRoutesById } from '@/routeTree.gen';
import { LazyChakraProvider, prefetchChakraSystem } from './lazy-provider';

/**
 * Routes whose page uses no Chakra component: the sign-in page (features/auth/auth.css)
 * and the public vehicle pages opened from a dealer's phone (features/public-vehicle), the
 * shared condition report among them.
 */
const chakraFreeRoutes: ReadonlySet<string> = new Set<keyof FileRoutesById>([
  '/login',
  '/dealers/vehiclePhotos/$siteCode/$vehicleHash',
  '/dealers/locationHistory/$siteCode/$vehicleHash',
  '/reports/$siteCode/$secret',
]);

/**
 * Layouts drawn in plain CSS that wait for Chakra themselves, around the parts that use it
 * (chakraIsland, chakra-island.tsx): the signed-in shell shows its frame first (docs/decisions/0012-plain-shell.md).
 */
const selfLoadingLayouts: ReadonlySet<string> = new Set<keyof FileRoutesById>(['/_signed-in']);

/** Whether a path is one of those routes' (for navigations not yet matched). */
function isChakraFreePath(pathname: string): boolean {
  return pathname === '/login' || pathname === '/login/' || /^\/(?:dealers\/(?:vehiclePhotos|locationHistory)|reports)\/[^/]+\/[^/]+\/?$/.test(pathname);
}

interface MatchLike {
  routeId: string;
  status: string;
  /** Set on the root match when no route matches the URL. */
  _notFound?: boolean;
}

/** Whether the matched route tree draws anything with Chakra (a not-found page does). */
export function needsChakra(matches: readonly MatchLike[]): boolean {
  const leaf = matches[matches.length - 1];
  if (leaf === undefined) return false;
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true);
  if (notFound) return true;
  return !chakraFreeRoutes.has(leaf.routeId) && !matches.some((match) => selfLoadingLayouts.has(match.routeId));
}

export function ChakraForRoutes({ children }: { children: ReactNode }) {
  const needed = useRouterState({ select: (state) => needsChakra(state.matches) });
  return <LazyChakraProvider needed={needed}>{children}</LazyChakraProvider>;
}

/** Starts loading the system when a navigation to a page that needs it starts. */
export function loadChakraOnNavigation(router: AnyRouter): () => void {
  return router.subscribe('onBeforeLoad', ({ toLocation }) => {
    if (!isChakraFreePath(toLocation.pathname)) prefetchChakraSystem();
  });
}
