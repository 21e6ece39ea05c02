/**
 * What a request for a path no route answers is told: 404 when no route has that path, and
 * 405 Method Not Allowed with an `Allow` header when routes have it for other methods (RFC 9110
 * §15.5.6), so that a client that sent GET where PUT was meant learns which it is. Routes are
 * read from the app once they are all registered, at the first such request; the catch-all
 * handlers (a `*` in the path, middleware) tell nothing about a path and are left out.
 */
import type { Context } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods routes answer for `path`: GET brings HEAD, as Hono answers HEAD with GET's route. */
export function allowedMethodsOf(routes: readonly { method: string; path: string }[]): (path: string) => string[] {
  const router = new TrieRouter<true>();
  for (const route of routes) if (route.method !== 'ALL' && !route.path.includes('*')) router.add(route.method, route.path, true);
  return (path) => {
    const answered = (method: string) => router.match(method, path)[0].length > 0;
    return methods.filter((method) => answered(method) || (method === 'HEAD' && answered('GET')));
  };
}

/** The app's notFound handler: 405 with `Allow` where the path has routes for other methods, else 404. */
export function notFoundOrNotAllowed(app: { routes: readonly { method: string; path: string }[] }) {
  let allowed: ((path: string) => string[]) | undefined;
  return (c: Context) => {
    allowed ??= allowedMethodsOf(app.routes);
    const methodsHere = allowed(c.req.path);
    if (methodsHere.length > 0 && !methodsHere.includes(c.req.method)) {
      c.header('Allow', methodsHere.join(', '));
      return c.json({ error: { message: `${c.req.method} is not allowed on ${c.req.path}: use ${methodsHere.join(', ')}` } }, 405);
    }
    return c.json({ error: { message: `Not found: ${c.req.method} ${c.req.path}` } }, 404);
  };
}
