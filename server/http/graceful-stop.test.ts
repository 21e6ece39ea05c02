/**
 * A rolling restart's stop (issue 39): on SIGTERM the process stops taking connections at once
 * (nginx sends them to the other processes), finishes the request under way, and exits 0.
 * The request under way is a photo upload whose headers the server has read (it answered
 * `100 Continue`) and whose body is sent only after the SIGTERM.
 */
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smallJpeg } from '../media/test-images.ts';
import { copyTemplate, inspectorToken, type ServerProcess, startServerProcess } from '../test/server-process.ts';

let copy: ReturnType<typeof copyTemplate>;
let server: ServerProcess;
let token = '';

beforeAll(async () => {
  copy = copyTemplate(inject('templateDatabase'), inject('photoDir'));
  server = await startServerProcess({ ...copy, bundle: inject('serverBundle'), env: { SHUTDOWN_GRACE_SECONDS: '120' } });
  token = await inspectorToken(server.url);
}, 120_000);

afterAll(async () => {
  await server.kill();
  rmSync(copy.folder, { recursive: true, force: true });
});

/** Resolves once a new connection to the server is refused. */
async function refused(port: number): Promise<void> {
  for (;;) {
    const socket = connect(port, '127.0.0.1');
    const outcome = await new Promise<string | undefined>((done) => {
      socket.once('connect', () => done('open'));
      socket.once('error', (error: NodeJS.ErrnoException) => done(error.code));
    });
    socket.destroy();
    if (outcome === 'ECONNREFUSED') return;
  }
}

/** Everything the socket receives until it closes. */
function received(socket: Socket): { text: () => string; untilIncludes: (part: string) => Promise<void>; closed: Promise<void> } {
  let text = '';
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    text: () => text,
    async untilIncludes(part) {
      while (!text.includes(part)) await new Promise<void>((wake) => waiters.push(wake));
    },
    closed: once(socket, 'close').then(() => undefined),
  };
}

describe('SIGTERM', () => {
  it('closes the listener at once, lets the request under way finish, and exits 0', async () => {
    const vehicles = (await (
      await fetch(`${server.url}/v3/util/vehicles?site=DAL&per_page=1&notHas[]=vehicle_images`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { vehicle_id: number }[] };
    const vehicleId = vehicles.data[0]!.vehicle_id;
    const form = new FormData();
    form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'car.jpg');
    const encoded = new Request('http://upload', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());

    const port = Number(new URL(server.url).port);
    const socket = connect(port, '127.0.0.1');
    const reply = received(socket);
    await once(socket, 'connect');
    socket.write(
      [
        `POST /v3/vehicles/${vehicleId}/images HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        `Content-Type: ${encoded.headers.get('content-type')}`,
        `Content-Length: ${body.length}`,
        'Idempotency-Key: graceful-stop-upload',
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    // The server has read the headers: the request is under way.
    await reply.untilIncludes('100 Continue');

    server.child.kill('SIGTERM');
    await refused(port);
    expect(server.child.exitCode).toBeNull();

    socket.write(body);
    await reply.closed;
    expect(reply.text()).toMatch(/HTTP\/1\.1 201 Created/);
    await server.exited;
    expect([server.child.exitCode, server.child.signalCode]).toEqual([0, null]);
  });
});
