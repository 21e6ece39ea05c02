/**
 * Starts the real server over HTTP on a free port, on a private copy of the seeded
 * template database and photo folder, for API tests that talk to it the way the PWA does.
 */
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../app.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import type { PhotoStore } from '../media/photo-store.ts';

export interface TestServer {
  url: string;
  db: Db;
  /** The app being served (its `routes` list every route, for tests that visit them all). */
  app: ReturnType<typeof createApp>;
  /** This server's own copy of the seeded photo folder (uploads land here). */
  photoDir: string;
  /** The server's photo store: the local folder photoDir, unless the test gave one (S3). */
  photos: PhotoStore;
  call(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  signIn(who: 'admin' | 'user' | 'inspector' | 'clerk'): Promise<string>;
  close(): Promise<void>;
}

const signIns = {
  admin: ['/v3/authentication', { username: 'admin@example.com', password: 'admin-demo-2026' }],
  user: ['/v3/authentication', { username: 'user@example.com', password: 'user-demo-2026' }],
  inspector: ['/v3/authentication_local', { site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }],
  clerk: ['/v3/authentication_local', { site: 'DAL', username: 'clerk', password: 'clerk-demo-2026' }],
} as const;

export async function startTestServer(
  options: Pick<
    AppOptions,
    'testFaults' | 'laneMonitorActionMs' | 'sendMail' | 'renderPdf' | 'apiLogRetention' | 'publicUrl' | 'publicHosts' | 'mailQuota' | 'photos'
  > = {},
): Promise<TestServer> {
  const folder = mkdtempSync(join(tmpdir(), 'lot-console-api-'));
  const file = join(folder, 'db.sqlite');
  copyFileSync(inject('templateDatabase'), file);
  const photoDir = join(folder, 'photos');
  cpSync(inject('photoDir'), photoDir, { recursive: true });
  const db = openDatabase(file, { durable: false });
  const app = createApp({ db, photoDir, ...options });
  await app.swept;
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  // As server/index.ts: the client closes an idle connection, not the server (with Node's 5 s, a
  // loaded machine saw the server close one that fetch was just reusing: ECONNRESET).
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: TestServer['call'] = (path, init = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    return fetch(`${url}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };

  return {
    url,
    db,
    app,
    photoDir,
    photos: app.photos,
    call,
    async signIn(who) {
      const [path, body] = signIns[who];
      const response = await call(path, { method: 'POST', json: body, headers: { 'mobile-version': '-1' } });
      if (!response.ok) throw new Error(`sign-in of ${who} failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { access_token: string }).access_token;
    },
    async close() {
      // The test's own idle connections are closed with it (they would otherwise keep it open for the 65 s above).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      db.$client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
