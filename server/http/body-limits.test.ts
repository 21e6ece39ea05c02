/**
 * Bodies are read only after authentication (issue 15): a request that will be refused is
 * refused before its body is read, and a declared Content-Length over the route's limit gets
 * 413 at once. Against a real server process, whose memory is what is measured.
 */
import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { copyTemplate, startServerProcess, type ServerProcess } from '../test/server-process.ts';

let server: ServerProcess;
let folder = '';
let token = '';
const megabyte = Buffer.alloc(1024 * 1024, 0x61);

beforeAll(async () => {
  const copy = copyTemplate(inject('templateDatabase'), inject('photoDir'));
  folder = copy.folder;
  server = await startServerProcess({ ...copy, bundle: inject('serverBundle') });
  const signIn = await fetch(`${server.url}/v3/authentication_local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }),
  });
  token = ((await signIn.json()) as { access_token: string }).access_token;
  // A list read: the read worker has started and loaded its code before memory is measured.
  expect((await fetch(`${server.url}/v3/util/vehicles?site=DAL&per_page=1`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await server.kill();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * Sends `megabytes` MiB of body, only as fast as the server reads it, and stops when the answer
 * comes. `declared`: with a Content-Length (else chunked, the size unknown to the server);
 * `withBody: false` sends the headers only.
 */
function send(
  path: string,
  headers: Record<string, string>,
  megabytes: number,
  { declared = true, withBody = true } = {},
): Promise<{ status: number; message: string; sentMiB: number }> {
  return new Promise((done, fail) => {
    let sent = 0;
    let answered = false;
    const outgoing = request(
      `${server.url}${path}`,
      { method: 'POST', headers: declared ? { ...headers, 'Content-Length': String(megabytes * megabyte.length) } : headers },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          outgoing.destroy();
          let message = '';
          try {
            message = (JSON.parse(text) as { error: { message: string } }).error.message;
          } catch {
            message = text;
          }
          done({ status: response.statusCode ?? 0, message, sentMiB: sent });
        });
      },
    );
    // The server answers and closes the connection without reading the rest: the upload may be
    // cut (EPIPE, ECONNRESET) before this client parsed the answer. That is a refusal too.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      setTimeout(() => {
        if (answered) return;
        if (error.code === 'EPIPE' || error.code === 'ECONNRESET') done({ status: 0, message: error.code, sentMiB: sent });
        else fail(error);
      }, 2000),
    );
    outgoing.flushHeaders();
    if (!withBody) return;
    const writeMore = () => {
      while (!answered && sent < megabytes) {
        sent++;
        if (!outgoing.write(megabyte)) return void outgoing.once('drain', writeMore);
      }
      if (!answered) outgoing.end();
    };
    writeMore();
  });
}

describe('request bodies', () => {
  // The whole process, its read worker included, as `npm start` runs it (the bundle under plain
  // node): before bodies waited for authentication, the uploads took it to 630 MiB. Measured
  // (ADR 0042): about 137 MiB before them, 151 MiB at the peak; under tsx it was 220 and 235.
  it('50 parallel anonymous 20 MB uploads (chunked) with an Idempotency-Key get 401 while the server stays under 200 MiB', async () => {
    const before = server.peakRssMiB();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send('/v3/vehicles/1/images', { 'Content-Type': 'multipart/form-data; boundary=x', 'Idempotency-Key': `anonymous-upload-${index}` }, 20, {
          declared: false,
        }),
      ),
    );
    // Each one refused: a 401, or the connection closed by the server after its 401 (status 0).
    expect(answers.filter((answer) => answer.status !== 401 && answer.status !== 0)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
    const peak = `peak RSS ${server.peakRssMiB().toFixed(0)} MiB (it was ${before.toFixed(0)} MiB before the uploads)`;
    expect(server.peakRssMiB() - before, peak).toBeLessThan(50);
    expect(server.peakRssMiB(), peak).toBeLessThan(200);
  }, 120_000);

  it('refuses a declared length over the upload limit with 413 before any byte of the body', async () => {
    const answer = await send(
      '/v3/vehicles/1/images',
      { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Idempotency-Key': 'too-large-upload' },
      20,
      { withBody: false },
    );
    expect(answer).toMatchObject({ status: 413, message: expect.stringContaining('16 MiB') });
  });

  it('refuses a declared length over the JSON limit with 413 before any byte of the body', async () => {
    const answer = await send(
      '/v3/util/vehicles',
      { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'too-large-json' },
      2,
      { withBody: false },
    );
    expect(answer).toMatchObject({ status: 413, message: expect.stringContaining('1 MiB') });
  });
});
