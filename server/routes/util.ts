/** GET/POST/PUT/DELETE /v3/util/{name}[/{id}]: the generic list engine over HTTP. */
import { Hono } from 'hono';
import { actorOf } from '../auth/middleware.ts';
import { readJson } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';

export function utilRoutes({ engine, reads }: Deps) {
  const app = new Hono<AppEnv>();
  const search = (url: string) => new URL(url).searchParams;
  const json = (bytes: Uint8Array) => new Response(bytes, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) } });

  // Reads run on the read workers: a heavy list does not hold up anyone else's call.
  app.get('/:name', async (c) => json(await reads.list(c.req.param('name'), search(c.req.url), actorOf(c))));
  app.get('/:name/:id', async (c) => json(await reads.get(c.req.param('name'), c.req.param('id'), search(c.req.url), actorOf(c))));
  app.post('/:name', async (c) => {
    const actor = actorOf(c);
    return c.json(await engine.create(c.req.param('name'), await readJson(c), search(c.req.url), actor), 201);
  });
  app.put('/:name/:id', async (c) => {
    const actor = actorOf(c);
    return c.json(await engine.update(c.req.param('name'), c.req.param('id'), await readJson(c), actor));
  });
  app.delete('/:name/:id', async (c) => c.json(await engine.remove(c.req.param('name'), c.req.param('id'), actorOf(c))));
  return app;
}
