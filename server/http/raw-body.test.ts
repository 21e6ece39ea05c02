/** The capped body reader: refuses by Content-Length, counts a streamed body, shares what it read. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { readRawBody } from './raw-body.ts';

function app() {
  const hono = new Hono();
  hono.onError((error, c) => c.json({ error: { message: error.message } }, error instanceof HttpError ? error.status : 500));
  hono.post('/', async (c) => {
    const bytes = await readRawBody(c, 10);
    const again = await readRawBody(c, 10);
    return c.json({ length: bytes.byteLength, same: again.byteLength === bytes.byteLength, text: await c.req.text() });
  });
  hono.post('/twice', async (c) => {
    await readRawBody(c, 10).catch(() => undefined);
    await readRawBody(c, 1000);
    return c.text('unreachable');
  });
  return hono;
}

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

describe('readRawBody', () => {
  it('reads a body within the cap once and shares it with later readers', async () => {
    const response = await app().request('/', { method: 'POST', body: 'hello' });
    expect(await response.json()).toEqual({ length: 5, same: true, text: 'hello' });
  });

  it('refuses a declared Content-Length over the cap with 413 before reading', async () => {
    const response = await app().request('/', { method: 'POST', body: 'x'.repeat(11), headers: { 'Content-Length': '11' } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { message: 'The request body is larger than the limit of 10 bytes' } });
  });

  it('counts a streamed body without a length and stops past the cap', async () => {
    const response = await app().request('/', { method: 'POST', body: streamOf(['12345', '67890', 'X']), duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('gives every later reader of a refused body the same 413', async () => {
    const response = await app().request('/twice', { method: 'POST', body: streamOf(['x'.repeat(20)]), duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers a body the client cut off with a 400 that says so, not a server failure', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('12345'));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const response = await app().request('/', { method: 'POST', body: cut, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'The request was cut off: the connection closed before its body had arrived' } });
  });
});
