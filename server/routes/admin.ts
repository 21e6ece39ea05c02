/**
 * /v3/admin/*: the administrator calls (docs/API.md, "Administration"). The lists and single records go
 * through the generic engine (its resources are admin-scoped); the guard below
 * rejects everyone but global admins before any of them runs.
 */
import { Hono } from 'hono';
import { actorOf } from '../auth/middleware.ts';
import { readJson } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { adminUserRoutes } from './admin-users.ts';
import { apiStatusRoutes } from './api-status.ts';
import { flumbusResetRoutes } from './flumbus.ts';

/** Admin path → engine resource. */
const lists = {
  apilogs: 'api_logs',
  spincarlogs: 'api_spincar_logs',
  users: 'users',
  config: 'config',
  sites: 'sites',
  flumbus: 'flumbus_logs',
} as const;

export interface AdminOptions {
  /** How long a lane monitor action runs, in ms (tests shorten it); by default per action. */
  laneMonitorActionMs?: number;
}

export function adminRoutes(deps: Deps, options: AdminOptions = {}) {
  const { engine } = deps;
  const app = new Hono<AppEnv>();
  const search = (url: string) => new URL(url).searchParams;

  app.use('*', async (c, next) => {
    if (!actorOf(c).isGlobalAdmin) throw new HttpError(403, 'Not Authorized');
    await next();
  });

  for (const [path, resource] of Object.entries(lists)) {
    app.get(`/${path}`, async (c) => c.json(await engine.list(resource, search(c.req.url), actorOf(c))));
    app.get(`/${path}/:id`, async (c) => c.json(await engine.get(resource, c.req.param('id'), search(c.req.url), actorOf(c))));
  }
  // The full API log record, with headers and bodies.
  app.get('/apilogsfull/:id', async (c) => c.json(await engine.get('api_logs', c.req.param('id'), search(c.req.url), actorOf(c))));

  app.put('/config/:id', async (c) => c.json(await engine.update('config', c.req.param('id'), await readJson(c), actorOf(c))));
  app.post('/config', async (c) => c.json(await engine.create('config', await readJson(c), search(c.req.url), actorOf(c)), 201));
  app.put('/sites/:id', async (c) => c.json(await engine.update('sites', c.req.param('id'), await readJson(c), actorOf(c))));
  app.route('/users', adminUserRoutes(deps));
  app.route('/flumbus', flumbusResetRoutes(deps));
  app.route('/api-status', apiStatusRoutes(deps, options));
  return app;
}
