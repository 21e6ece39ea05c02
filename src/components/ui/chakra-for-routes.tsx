/**
 * Which screens need Chakra before anything is drawn, for the lazy provider
 * (lazy-provider.tsx): every page but those that draw nothing with Chakra, which the build
 * works out from what each route imports (`virtual:plain-routes`, scripts/route-styling.ts,
 * ADR 0079): a cold start there neither downloads nor builds the Chakra system. And none
 * inside a `selfLoadingLayouts` layout, which draws its frame first and waits for Chakra
 * itself around the pages that need it.
 *
 * `ChakraForRoutes` is the router's InnerWrap (main.tsx): it provides the system to the
 * route tree as soon as the route on screen needs it. The router commits a navigation in a
 * React transition, so while the system loads the page being left stays on screen, as it
 * does while a route's own chunk loads. `loadChakraOnNavigation` starts that load when a
 * navigation to a page that draws with Chakra starts, beside the route's chunk rather than after it.
 */
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { plainRouteIds } from 'virtual:plain-routes';
import type { FileRoutesById } from '@/routeTree.gen';
import { ChakraScope, prefetchChakraSystem } from './lazy-provider';

/**
 * Layouts drawn in plain CSS that wait for Chakra themselves, around the page that uses it
 * (useChakraSystemAfterPaint): the signed-in shell shows its frame first (docs/decisions/0012-plain-shell.md).
 */
const selfLoadingLayouts: ReadonlySet<string> = new Set<keyof FileRoutesById>(['/_signed-in']);

interface MatchLike {
  routeId: string;
  status: string;
  /** Set on the root match when no route matches the URL. */
  _notFound?: boolean;
}

/**
 * Whether the page the matches show draws anything with Chakra. A not-found page does not
 * (not-found.tsx); the router draws it in the deepest layout that matched, in place of that
 * layout's page, so the leaf then says nothing of what is drawn.
 */
export function pageDrawsWithChakra(matches: readonly MatchLike[]): boolean {
  const leaf = matches[matches.length - 1];
  if (leaf === undefined) return false;
  if (matches.some((match) => match.status === 'notFound' || match._notFound === true)) return false;
  return !plainRouteIds.has(leaf.routeId);
}

/** Whether the route tree must wait for Chakra before drawing anything: its page draws with Chakra, and no layout around it waits itself. */
export function needsChakra(matches: readonly MatchLike[]): boolean {
  return pageDrawsWithChakra(matches) && !matches.some((match) => selfLoadingLayouts.has(match.routeId));
}

/**
 * The router's wrapper: Chakra's provider around a page outside the shell that draws with it
 * (registration). Moving to or from such a page changes the page and its layouts, so the tree
 * that appears or leaves the provider is a new one anyway.
 */
export function ChakraForRoutes({ children }: { children: ReactNode }) {
  const needed = useRouterState({ select: (state) => needsChakra(state.matches) });
  return needed ? <ChakraScope>{children}</ChakraScope> : <>{children}</>;
}

/** Starts loading the system when a navigation to a page that draws with Chakra starts. */
export function loadChakraOnNavigation(router: AnyRouter): () => void {
  return router.subscribe('onBeforeLoad', ({ toLocation }) => {
    if (pageDrawsWithChakra(router.matchRoutes(toLocation))) prefetchChakraSystem();
  });
}
