/**
 * What the router hands every route's guard and loader (router.tsx creates it): the query
 * client and the session. It lives here, below the routes and the guards that read it, so
 * that neither imports the router itself (ADR 0037).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

export interface RouterContext {
  queryClient: QueryClient;
  /** The current session, read when a guard runs (never a stale copy). */
  session: () => Session;
}
