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

describe('text the databases take differently, and bodies of the wrong kind', () => {
  const refusal = async (path: string, init: Parameters<TestServer['call']>[1]) => {
    const response = await server.call(path, init);
    return [response.status, ((await response.json()) as { error: { message: string } }).error.message];
  };
  const json = { 'Content-Type': 'application/json' };

  it('refuses a control character in a body, a key or the address, naming where it is; tabs and line breaks are text', async () => {
    const admin = await server.signIn('admin');
    expect(await refusal('/v3/authentication_local', { method: 'POST', json: { site: 'DAL', username: 'insp\u0000ector', password: 'x' } })).toEqual([
      400,
      'username contains a control character (U+0000): text may hold tabs and line breaks, no other control characters',
    ]);
    expect(await refusal('/v3/util/wo_shops?site=DAL', { method: 'POST', token: admin, json: { name: 'Bay\u0007 1' } })).toEqual([
      400,
      'name contains a control character (U+0007): text may hold tabs and line breaks, no other control characters',
    ]);
    expect(await refusal('/v3/util/wo_shops?site=DAL', { method: 'POST', token: admin, json: { 'na\u001bme': 'Bay 1' } })).toEqual([
      400,
      'na\u001bme contains a control character (U+001B): text may hold tabs and line breaks, no other control characters',
    ]);
    expect(await refusal('/v3/util/wo_shops?site=DAL', { method: 'POST', token: admin, json: { name: '\u202Eevil' } })).toEqual([
      400,
      'name contains a control character (U+202E): text may hold tabs and line breaks, no other control characters',
    ]);
    // A name of zero-width spaces shows nothing: it is refused as empty.
    expect(await refusal('/v3/util/wo_shops?site=DAL', { method: 'POST', token: admin, json: { name: '\u200B\u200B' } })).toEqual([400, 'Name is required']);
    expect(await refusal('/v3/util/vehicles?site=D%00AL', { token: admin })).toEqual([400, "The address's 'site' contains a control character (U+0000)"]);
    expect(await refusal('/v3/util/vehicles?site=DAL&filters[0]=vin|eq|a%00b', { token: admin })).toEqual([
      400,
      "The address's 'filters[0]' contains a control character (U+0000)",
    ]);
    expect(await refusal('/v3/util/vehicles/1%00', { token: admin })).toEqual([400, 'The address contains a control character (U+0000)']);
    // A description over two lines with a tab is text like any other.
    const kept = await server.call('/v3/util/wo_shops?site=DAL', {
      method: 'POST',
      token: admin,
      json: { name: 'Bay\t2', description: 'Left side\r\nby the gate' },
    });
    expect(kept.status).toBe(201);
  });

  it('refuses half of a character (a lone surrogate, as JSON can escape one) instead of storing a replacement character; a whole emoji is text', async () => {
    const admin = await server.signIn('admin');
    // JSON.stringify writes a lone surrogate as the escape \ud83d: valid JSON, valid UTF-8, half a character.
    expect(await refusal('/v3/util/wo_shops?site=DAL', { method: 'POST', token: admin, json: { name: 'Bay \ud83d' } })).toEqual([
      400,
      'name contains half of a character (U+D83D), as an emoji cut in two: send whole characters',
    ]);
    const whole = await server.call('/v3/util/wo_shops?site=DAL', { method: 'POST', token: admin, json: { name: 'Bay \u{1F697}' } });
    expect(whole.status).toBe(201);
    expect(((await whole.json()) as { name: string }).name).toBe('Bay \u{1F697}');
  });

  it('refuses bytes that are not UTF-8 instead of storing replacement characters', async () => {
    const admin = await server.signIn('admin');
    const body = Buffer.concat([Buffer.from('{"name":"bad'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    expect(await refusal('/v3/util/wo_shops?site=DAL', { method: 'POST', token: admin, body, headers: json })).toEqual([
      400,
      'The body is not valid UTF-8 text',
    ]);
  });

  it('takes a whole number filter as a whole number, on every field of whole numbers', async () => {
    const admin = await server.signIn('admin');
    for (const value of ['1.5', '99999999999999999999999']) {
      expect(await refusal(`/v3/util/vehicles?site=DAL&filters[0]=vehicle_id|eq|${value}`, { token: admin })).toEqual([
        400,
        'Filter value for vehicle_id must be a whole number (at most 15 digits)',
      ]);
    }
  });

  it('refuses a body that is not an object, and names an unknown or mistyped field in words', async () => {
    const inspector = await server.signIn('inspector');
    const vehicle = (await (await server.call('/v3/util/vehicles?site=DAL&per_page=1&notHas[]=inspections', { token: inspector })).json()) as {
      data: { vehicle_id: number }[];
    };
    const path = `/v3/vehicles3/${vehicle.data[0]!.vehicle_id}/inspections`;
    for (const body of ['[]', 'null', '"x"', '[1,2]']) {
      expect(await refusal(path, { method: 'POST', token: inspector, body, headers: json }), body).toEqual([400, 'The body must be a JSON object']);
    }
    expect(await refusal(path, { method: 'POST', token: inspector, json: { bogus: 1 } })).toEqual([400, "Field 'bogus' cannot be written"]);
  });
});
