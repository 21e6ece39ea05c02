/**
 * Malformed input never gets a 500 (issue 15): every request of the corpus
 * (server/test/malformed-corpus.ts) against every route of the real app, signed in as the
 * admin and as nobody, on SQLite and on PostgreSQL, gets a 4xx with a message that says what
 * is wrong. Outside /v3, the
 * built PWA's pages and files (static-files.ts): broken percent-encoding gets a 400 that says so.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { badEncodings, malformedRequests, prototypeNames, type MalformedRequest } from '../test/malformed-corpus.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let admin: string;

/** The server of the block under way, and its admin's token. */
function serveOn(engine: TestServer['engine']) {
  beforeAll(async () => {
    // A lane monitor action the corpus starts would hold its batch for the action's seconds
    // (18 s of the run): what is checked here is the answer, not how long the lane monitor runs.
    server = await startTestServer({ laneMonitorActionMs: 1, engine });
    admin = await server.signIn('admin');
  }, 120_000);
  afterAll(() => server.close());
}

interface Outcome {
  request: MalformedRequest;
  status: number;
  message: string | null;
}

async function send(request: MalformedRequest, token: string | null): Promise<Outcome> {
  const headers: Record<string, string> = { 'mobile-version': '-1' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.contentType) headers['Content-Type'] = request.contentType;
  const response = await fetch(`${server.url}${request.path}`, { method: request.method, headers, body: request.body });
  const text = await response.text();
  let message: string | null = null;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') message = parsed.error.message;
  } catch {
    // Not JSON: a page or a file; only its status is checked.
  }
  return { request, status: response.status, message };
}

/** The app's own routes (not the middleware entries), each method and pattern once. */
function routes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return server.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/v3/'))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}

const publicRoute = /^\/v3\/(site|lanemonitor|images|authentication|register)\b/;

async function runAll(token: string | null, corpus: 'all' | 'database'): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  // Signing out would end the session the rest of the run uses: it is probed anonymously only.
  for (const route of routes().filter((route) => !token || !route.path.endsWith('/logout'))) {
    // Anonymous, a route that needs a user answers 401 before reading anything: a third of the
    // corpus shows that; the public pages get all of it.
    const all = malformedRequests(route.method, route.path, corpus);
    const requests = token || publicRoute.test(route.path) ? all : all.filter((_, index) => index % 3 === 0);
    // A few at a time: quick, without flooding a shared machine.
    for (let index = 0; index < requests.length; index += 16) {
      outcomes.push(...(await Promise.all(requests.slice(index, index + 16).map((request) => send(request, token)))));
    }
  }
  return outcomes;
}

const describeFailure = (outcome: Outcome) =>
  `${outcome.status} ${outcome.request.method} ${outcome.request.path} ${outcome.request.body ?? ''} → ${outcome.message ?? '(no message)'}`;

describe.each(['SQLite', 'PostgreSQL'] as const)('malformed input on %s', (engine) => {
  serveOn(engine);

  it('enumerates the routes from the router', () => {
    expect(routes().length).toBeGreaterThan(40);
  });

  for (const [who, token] of [
    ['the admin', () => admin],
    ['an anonymous caller', () => null],
  ] as const) {
    it(`never gets a 5xx, and every refusal says what is wrong (${who})`, async () => {
      // On PostgreSQL, what it takes differently from SQLite (the rest tests the same JavaScript).
      const errors = vi.spyOn(console, 'error');
      const outcomes = await runAll(token(), engine === 'SQLite' ? 'all' : 'database');
      // Each refused call is in the API log: its write did not fail on what the call carried.
      const logFailures = errors.mock.calls.filter(([text]) => String(text).startsWith('api log write failed'));
      errors.mockRestore();
      expect(logFailures.map((call) => call.join(' '))).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(engine === 'SQLite' ? 1000 : 200);
      expect(outcomes.filter((outcome) => outcome.status >= 500).map(describeFailure)).toEqual([]);
      const unexplained = outcomes.filter((outcome) => outcome.status >= 400 && outcome.request.path.startsWith('/v3/') && !outcome.message?.trim());
      expect(unexplained.map(describeFailure)).toEqual([]);
      // A bound against a hang, not a budget: about 30 s quiet, and over 240 s was seen at load 13.
    }, 600_000);
  }
});

describe('malformed input outside /v3 (the PWA and its files)', () => {
  serveOn('SQLite');

  it('answers broken percent-encoding in a page or file path with 400 and says so; other crafted names with a page or 404', async () => {
    // The app as `npm start` composes it, with a built PWA to serve (static-files.ts).
    const dist = mkdtempSync(join(tmpdir(), 'malformed-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lot Console</title>');
    writeFileSync(join(dist, 'assets/app-1.js'), 'export {};');
    const app = createApp({ db: server.db, photoDir: server.photoDir, distDir: dist, readWorkers: 0 });
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => http.once('listening', () => resolve()));
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const prefixes = ['/', '/assets/', '/reports/DAL/', '/dealers/vehiclePhotos/DAL/', '/auction/'];
      const outcomes: { path: string; method: string; status: number; message: string | null }[] = [];
      for (const method of ['GET', 'HEAD']) {
        for (const prefix of prefixes) {
          for (const value of [...badEncodings, ...prototypeNames]) {
            const path = `${prefix}${value}`;
            const response = await fetch(`${origin}${path}`, { method, headers: { accept: 'text/html' } });
            const text = await response.text();
            let message: string | null = null;
            try {
              message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? null;
            } catch {
              // A page: only its status counts.
            }
            outcomes.push({ path, method, status: response.status, message });
          }
        }
      }
      expect(outcomes.filter((outcome) => outcome.status >= 500)).toEqual([]);
      // Every path whose percent-encoding does not decode gets a 400 that says so (a HEAD has no body to say it in).
      const undecodable = outcomes.filter((outcome) => {
        try {
          decodeURIComponent(outcome.path);
          return false;
        } catch {
          return true;
        }
      });
      expect(undecodable.length).toBeGreaterThan(20);
      for (const outcome of undecodable) {
        expect(outcome.status, `${outcome.method} ${outcome.path}`).toBe(400);
        if (outcome.method === 'GET') expect(outcome.message, outcome.path).toMatch(/percent-encoding/);
      }
      // The app still serves its pages and files.
      expect((await fetch(`${origin}/reports/DAL/abc`, { headers: { accept: 'text/html' } })).status).toBe(200);
      expect((await fetch(`${origin}/assets/app-1.js`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      rmSync(dist, { recursive: true, force: true });
    }
  }, 60_000);
});
