import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { dropReadsAhead, http, readAhead, setTokenGetter, setUnauthorizedHandler } from './http';

vi.mock('@/lib/env', () => ({ apiBaseUrl: () => 'https://api.example.test' }));

const fetchMock = vi.fn<typeof fetch>();

function reply(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/json' }, ...init });
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return reply(JSON.stringify(body), init);
}

/** The one request the client made. */
function sent(): { url: string; init: RequestInit; headers: Headers } {
  const [input, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), init, headers: new Headers(init.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setTokenGetter(() => undefined);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('http: requests', () => {
  it('joins the base URL and the path, and builds a list query', async () => {
    fetchMock.mockResolvedValue(json([]));
    await http('v3/util/sites', { query: { page: 2, order_by: [{ field: 'code' }] } });
    expect(sent().url).toBe('https://api.example.test/v3/util/sites?page=2&order_by%5B%5D=code%7Casc');
  });

  it('sends URLSearchParams as they are', async () => {
    fetchMock.mockResolvedValue(json([]));
    await http('/v3/admin/config', { query: new URLSearchParams([['with[]', 'site']]) });
    expect(sent().url).toBe('https://api.example.test/v3/admin/config?with%5B%5D=site');
  });

  it('sends the bearer token from the getter, unless the call overrides it', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({})));
    setTokenGetter(() => 'tok-1');
    await http('/v3/admin/users');
    expect(sent().headers.get('Authorization')).toBe('Bearer tok-1');

    fetchMock.mockClear();
    await http('/v3/authentication', { method: 'POST', token: null });
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(json({}));
    await http('/v3/admin/users');
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({})));
    await http('/v3/admin/config/1', { method: 'PUT', body: { value: 'x' } });
    expect(sent().init.method).toBe('PUT');
    expect(sent().init.body).toBe('{"value":"x"}');
    expect(sent().headers.get('Content-Type')).toBe('application/json');

    fetchMock.mockClear();
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await http('/v3/vehicles/1/images', { method: 'POST', body: form });
    expect(sent().init.body).toBe(form);
    expect(sent().headers.has('Content-Type')).toBe(false);
  });
});

describe('http: replies', () => {
  it('unwraps a response field and keeps meta', async () => {
    fetchMock.mockResolvedValue(json({ response: { grade: 3 }, meta: { autograde: true } }));
    await expect(http('/v3/x')).resolves.toEqual({ data: { grade: 3 }, meta: { autograde: true } });
  });

  it('unwraps a falsy response value too', async () => {
    fetchMock.mockResolvedValue(json({ response: null }));
    await expect(http('/v3/x')).resolves.toEqual({ data: null, meta: undefined });
  });

  it('returns a body without a response field as it is', async () => {
    const body = { data: [1], current_page: 1, per_page: 10, total: 1, meta: 'not unwrapped' };
    fetchMock.mockResolvedValue(json(body));
    await expect(http('/v3/x')).resolves.toEqual({ data: body, meta: undefined });
  });

  it('returns null for an empty body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(http('/v3/x', { method: 'DELETE' })).resolves.toEqual({ data: null, meta: undefined });
  });

  it('parses the data with the schema', async () => {
    fetchMock.mockResolvedValue(json({ response: { id: '7' } }));
    const schema = v.object({ id: v.pipe(v.string(), v.transform(Number)) });
    const { data } = await http('/v3/x', { schema });
    expect(data.id).toBe(7);
  });

  it('rejects a reply that does not match the schema', async () => {
    fetchMock.mockResolvedValue(json({ response: { id: 'seven' } }));
    const error = await failure(http('/v3/x', { schema: v.object({ id: v.number() }) }));
    expect(error.message).toBe('Unexpected reply from the server');
    expect(error.status).toBe(200);
    expect(error.isNetworkError).toBe(false);
    expect(error.cause).toBeInstanceOf(v.ValiError);
  });
});

describe('http: errors', () => {
  it('uses the server error.message for status 400 and above', async () => {
    fetchMock.mockResolvedValue(json({ error: { message: 'Site not found' } }, { status: 404 }));
    const error = await failure(http('/v3/x'));
    expect(error.message).toBe('Site not found');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: { message: 'Site not found' } });
  });

  it.each([
    ['an error without a message', 422, JSON.stringify({ error: {} })],
    ['a body of another shape', 500, JSON.stringify({ message: 'boom' })],
    ['an empty body', 401, ''],
    ['a body that is not JSON', 502, '<html>Bad Gateway</html>'],
  ])('says "Not Authorized" for %s', async (_, status, body) => {
    fetchMock.mockResolvedValue(reply(body, { status }));
    const error = await failure(http('/v3/x'));
    expect(error.message).toBe('Not Authorized');
    expect(error.status).toBe(status);
  });

  it('reports a network failure with its message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(http('/v3/x'));
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('uses the parse error message for a successful reply that is not JSON', async () => {
    fetchMock.mockResolvedValue(reply('<html>', { status: 200, statusText: 'OK' }));
    const error = await failure(http('/v3/x'));
    expect(error.message).toMatch(/JSON/);
    expect(error.status).toBe(200);
    expect(error.isNetworkError).toBe(false);
  });

  it('uses the status text when the failure has no message', async () => {
    vi.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new Error('');
    });
    fetchMock.mockResolvedValue(reply('{', { status: 200, statusText: 'Strange' }));
    const error = await failure(http('/v3/x'));
    expect(error.message).toBe('Strange');
  });

  it('lets an abort through as an abort, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(http('/v3/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('an ended session', () => {
  afterEach(() => setUnauthorizedHandler(null));

  it('reports a 401 on a call that carried a token', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    setTokenGetter(() => 'stale-token');
    fetchMock.mockResolvedValue(json({ error: { message: 'Your session has expired' } }, { status: 401 }));
    expect((await failure(http('/v3/util/vehicles'))).message).toBe('Your session has expired');
    expect(ended).toHaveBeenCalledOnce();
  });

  it('does not report a failed sign-in, which carries no token', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    fetchMock.mockResolvedValue(json({ error: { message: 'Invalid username or password' } }, { status: 401 }));
    await failure(http('/v3/authentication', { method: 'POST', body: {}, token: null }));
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('http: a read sent ahead (src/read-ahead.ts)', () => {
  afterEach(() => dropReadsAhead());
  const rows = v.object({ data: v.array(v.number()) });

  it('answers the same GET with the same token once, without asking again', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [1, 2] }));
    readAhead('/v3/util/vehicles', { page: 1, per_page: 25 }, 'tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent().headers.get('Authorization')).toBe('Bearer tok-1');

    setTokenGetter(() => 'tok-1');
    const { data } = await http('/v3/util/vehicles', { query: { page: 1, per_page: 25 }, schema: rows });
    expect(data).toEqual({ data: [1, 2] });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Taken once: the next read of the same page asks the server.
    fetchMock.mockResolvedValueOnce(json({ data: [3] }));
    expect((await http('/v3/util/vehicles', { query: { page: 1, per_page: 25 }, schema: rows })).data).toEqual({ data: [3] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not given to another URL, another token, or after the first screen has loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ data: [] })));
    readAhead('/v3/util/vehicles', { page: 1 }, 'tok-1');
    setTokenGetter(() => 'tok-2');
    await http('/v3/util/vehicles', { query: { page: 1 } });
    setTokenGetter(() => 'tok-1');
    await http('/v3/util/vehicles', { query: { page: 2 } });
    dropReadsAhead();
    await http('/v3/util/vehicles', { query: { page: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks again when the read sent ahead failed (no network yet)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json({ data: [7] }));
    readAhead('/v3/util/vehicles', { page: 1 }, 'tok-1');
    setTokenGetter(() => 'tok-1');
    expect((await http('/v3/util/vehicles', { query: { page: 1 }, schema: rows })).data).toEqual({ data: [7] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a 401 to the read sent ahead ends the session as the screen’s own read would', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    fetchMock.mockResolvedValueOnce(json({ error: { message: 'Token expired' } }, { status: 401 }));
    readAhead('/v3/util/vehicles', { page: 1 }, 'tok-1');
    setTokenGetter(() => 'tok-1');
    expect((await failure(http('/v3/util/vehicles', { query: { page: 1 } }))).status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });
});
