/**
 * The requests this process is running, counted from the first middleware to the last line of
 * the last one (the API log's write comes after the answer is made). A stopping process waits for
 * them before it closes its database (server/index.ts): its listener's connections are not
 * enough, since a request whose client has gone keeps running without one, and would then meet a
 * closed pool ("Cannot use a pool after calling end on the pool") and lose its log row.
 */
import type { MiddlewareHandler } from 'hono';

export function requestsUnderWay() {
  let running = 0;
  const waiters: (() => void)[] = [];
  const middleware: MiddlewareHandler = async (_c, next) => {
    running++;
    try {
      await next();
    } finally {
      running--;
      if (running === 0) for (const wake of waiters.splice(0)) wake();
    }
  };
  return {
    middleware,
    /** How many are running now. */
    count: () => running,
    /** Resolves once none is running (at once when none is). */
    settled(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((wake) => waiters.push(wake));
    },
  };
}
