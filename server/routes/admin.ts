/**
 * /v3/admin/*: the administrator calls of the spec. The lists and single records go
 * through the generic engine (its resources are admin-scoped); the guard below
 * rejects everyone but global admins before any of them runs.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { actorOf } from '../auth/middleware.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import { readBody, readJson } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';

/** Admin path → engine resource. */
const lists = {
  apilogs: 'api_logs',
  spincarlogs: 'api_spincar_logs',
  users: 'users',
  config: 'config',
  sites: 'sites',
  flumbus: 'flumbus_logs',
} as const;

const flag = v.picklist([0, 1], 'must be 0 or 1');

/** PUT /v3/admin/users/{id}: the changed fields only; the password is hashed, never stored as sent. */
const UserUpdate = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required'), v.maxLength(120))),
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Email Address is not a valid e-mail address'), v.maxLength(200))),
  password: v.optional(v.string()),
  premise_user: v.optional(flag),
  is_global_admin: v.optional(flag),
  is_cloud_user: v.optional(flag),
});

export function adminRoutes({ engine, db }: Deps) {
  const app = new Hono<AppEnv>();
  const search = (url: string) => new URL(url).searchParams;

  app.use('*', async (c, next) => {
    if (!actorOf(c).isGlobalAdmin) throw new HttpError(403, 'Not Authorized');
    await next();
  });

  for (const [path, resource] of Object.entries(lists)) {
    app.get(`/${path}`, (c) => c.json(engine.list(resource, search(c.req.url), actorOf(c))));
    app.get(`/${path}/:id`, (c) => c.json(engine.get(resource, c.req.param('id'), search(c.req.url), actorOf(c))));
  }
  // The full API log record, with headers and bodies.
  app.get('/apilogsfull/:id', (c) => c.json(engine.get('api_logs', c.req.param('id'), search(c.req.url), actorOf(c))));

  app.put('/config/:id', async (c) => c.json(engine.update('config', c.req.param('id'), await readJson(c), actorOf(c))));
  app.post('/config', async (c) => c.json(engine.create('config', await readJson(c), search(c.req.url), actorOf(c)), 201));
  app.put('/users/:id', async (c) => {
    const actor = actorOf(c);
    const id = c.req.param('id');
    const changes = await readBody(c, UserUpdate);
    const existing = db.$client.prepare('SELECT id, name, email, username FROM users WHERE id = ? AND deleted_at IS NULL').get(id) as
      | { id: number; name: string; email: string | null; username: string | null }
      | undefined;
    if (!existing) throw new HttpError(404, `No user with id ${id}`);
    const values: Record<string, unknown> = { ...changes };
    delete values.password;
    if (changes.password !== undefined) {
      const problem = passwordProblem(changes.password, [existing.name, existing.email ?? '', existing.username ?? '']);
      if (problem) throw new HttpError(400, problem);
      values.password_hash = await hashPassword(changes.password);
    }
    if (!Object.keys(values).length) throw new HttpError(400, 'Nothing to update: the body names no field');
    if (values.email) {
      const taken = db.$client.prepare('SELECT 1 FROM users WHERE lower(email) = ? AND id <> ?').get(values.email, existing.id);
      if (taken) throw new HttpError(409, 'Another user has that e-mail address');
    }
    values.updated_at = new Date().toISOString();
    const columns = Object.keys(values);
    db.$client.transaction(() => {
      db.$client.prepare(`UPDATE users SET ${columns.map((column) => `"${column}" = ?`).join(', ')} WHERE id = ?`).run(...columns.map((column) => values[column]), existing.id);
      // A new password ends the user's other sessions.
      if (changes.password !== undefined) {
        db.$client.prepare("UPDATE auth_tokens SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND id <> ? AND revoked_at IS NULL").run(existing.id, actor.tokenId);
      }
    })();
    return c.json(engine.get('users', String(existing.id), new URLSearchParams(), actor));
  });

  app.put('/sites/:id', async (c) => c.json(engine.update('sites', c.req.param('id'), await readJson(c), actorOf(c))));
  return app;
}
