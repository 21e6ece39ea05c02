/**
 * JSON bodies nested too deeply (issue 42): refused with a 400 that says so, before JSON.parse,
 * on every route that reads JSON, the anonymous ones (sign-in, register) included.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/http-server.ts';
import { maxJsonDepth, tooDeepAt } from './body.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** 400,000 levels of arrays: 800 KB, under the 1 MiB JSON limit. */
const deep = '['.repeat(400_000) + ']'.repeat(400_000);
const message = `The body nests arrays and objects too deeply: at most ${maxJsonDepth} levels`;

describe('the nesting scan', () => {
  it('finds the first bracket past the limit, outside strings only, and stops there', () => {
    expect(tooDeepAt('['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth))).toBe(-1);
    expect(tooDeepAt('{"a":'.repeat(maxJsonDepth + 1) + '1' + '}'.repeat(maxJsonDepth + 1))).toBe(maxJsonDepth * 5);
    // Brackets inside strings, escaped quotes included, are text.
    expect(tooDeepAt(JSON.stringify({ text: '['.repeat(1000) + '"' + '{'.repeat(1000), list: [[[1]]] }))).toBe(-1);
    // The 400,000-level body is refused at its 65th character, whatever its length.
    expect(tooDeepAt(deep)).toBe(maxJsonDepth);
  });
});

describe('a deeply nested body', () => {
  it('gets 400 with a clear message from the anonymous and the signed-in routes, and a body at the limit still reads', async () => {
    for (const path of ['/v3/authentication', '/v3/authentication_local', '/v3/register']) {
      const response = await server.call(path, { method: 'POST', body: deep, headers: { 'Content-Type': 'application/json' } });
      expect([response.status, ((await response.json()) as { error: { message: string } }).error.message], path).toEqual([400, message]);
    }
    const admin = await server.signIn('admin');
    const refused = await server.call('/v3/util/dealers', { method: 'POST', token: admin, body: deep, headers: { 'Content-Type': 'application/json' } });
    expect([refused.status, ((await refused.json()) as { error: { message: string } }).error.message]).toEqual([400, message]);
    // At the limit, the body is parsed and judged by its route as before (a missing password).
    const atLimit = { username: 'admin@example.com', password: 'x', nested: JSON.parse('['.repeat(maxJsonDepth - 1) + ']'.repeat(maxJsonDepth - 1)) };
    const answered = await server.call('/v3/authentication', { method: 'POST', json: atLimit });
    expect(answered.status).not.toBe(400);
  });

  it('is refused without being parsed, as fast as a flat body of the same size', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    // A flat array of the same 800 KB: parsed in a few milliseconds, then refused by the route.
    const flat = `[${'0,'.repeat(399_999)}0]`;
    const median = async (body: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const response = await server.call('/v3/authentication', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
        expect(response.status).toBe(400);
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      return { median: times.sort((a, b) => a - b)[2] ?? Infinity, times: times.map(Math.round).join(', ') };
    };
    const parsedBefore = parse.mock.calls.filter(([text]) => text === deep).length;
    const nested = await median(deep);
    expect(parse.mock.calls.filter(([text]) => text === deep).length - parsedBefore).toBe(0);
    parse.mockRestore();
    const plain = await median(flat);
    // Parsing the nested body costs 120-390 ms on this machine, the flat one about 17.
    expect(nested.median, `nested ${nested.times} ms, flat ${plain.times} ms`).toBeLessThan(3 * plain.median + 20);
  });
});
