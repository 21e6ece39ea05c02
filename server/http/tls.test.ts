/**
 * The HTTPS/HTTP/2 option (ADR 0049): the server as `npm start` runs it (its bundle, as a
 * process), with TLS_CERT_FILE and TLS_KEY_FILE naming a throw-away self-signed certificate,
 * answers HTTP/2 to a client that offers h2 and HTTP/1.1 over TLS to one that does not; a
 * request body is read over HTTP/2 as over HTTP/1.1, and a refused one leaves the connection
 * usable. One file without the other stops the start with a message naming the missing one; so
 * does a key that is not the certificate's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../lib/run-paths.ts';
import { freePort } from '../lib/free-port.ts';
import { copyTemplate } from '../test/server-process.ts';
import { writeSelfSignedCertificate } from '../test/self-signed.ts';
import { http2ServeOptions, type TlsFiles } from './tls.ts';

let copy: ReturnType<typeof copyTemplate>;
let files: TlsFiles;
let ca: Buffer;
let child: ChildProcess;
let origin = '';

function startBundle(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const started = spawn(process.execPath, [inject('serverBundle')], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_FILE: copy.databaseFile, PHOTO_DIR: copy.photoDir, TLS_CERT_FILE: '', TLS_KEY_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => started.once('exit', (code) => done(code)));
  return { child: started, output: () => output, exited };
}

beforeAll(async () => {
  copy = copyTemplate(inject('templateDatabase'), inject('photoDir'));
  files = writeSelfSignedCertificate(copy.folder);
  ca = readFileSync(files.certFile);
  const port = await freePort();
  const server = startBundle({ PORT: String(port), TLS_CERT_FILE: files.certFile, TLS_KEY_FILE: files.keyFile });
  child = server.child;
  // The start prints its URL once it listens.
  await new Promise<void>((done, fail) => {
    server.child.stdout!.on('data', () => {
      if (server.output().includes(`Lot Console is running at https://localhost:${port}`)) done();
    });
    void server.exited.then((code) => fail(new Error(`the server stopped at start (${code}): ${server.output()}`)));
  });
  origin = `https://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  }
  rmSync(copy.folder, { recursive: true, force: true });
});

interface H2Answer {
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on the session; the answer is complete when the stream closes (a server may reset a body it refused unread). */
function h2Request(session: ClientHttp2Session, headers: Record<string, string>, body?: string | Buffer): Promise<H2Answer> {
  return new Promise((done, fail) => {
    const stream = session.request(headers);
    let text = '';
    let answer: IncomingHttpHeaders | undefined;
    stream.on('response', (received) => (answer = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('error', () => undefined);
    stream.on('close', () => (answer ? done({ headers: answer, body: text }) : fail(new Error(`no answer (stream closed with code ${stream.rstCode})`))));
    stream.end(body);
  });
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('answers GET /v3/health over HTTP/2, and a POST body is read and a refused one leaves the session usable', async () => {
    const session = connect(origin, { ca });
    try {
      const health = await h2Request(session, { ':method': 'GET', ':path': '/v3/health' });
      expect(session.alpnProtocol).toBe('h2');
      expect(health.headers[':status']).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: 'ok' });

      const signIn = await h2Request(
        session,
        { ':method': 'POST', ':path': '/v3/authentication_local', 'content-type': 'application/json' },
        JSON.stringify({ site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }),
      );
      expect(signIn.headers[':status']).toBe(200);
      expect(JSON.parse(signIn.body)).toMatchObject({ access_token: expect.any(String) });

      // Over HTTP/1.1 this 413 closes the connection (Connection: close); HTTP/2 has no such header and needs none.
      const tooLarge = await h2Request(
        session,
        { ':method': 'POST', ':path': '/v3/authentication_local', 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
        Buffer.alloc(2 * 1024 * 1024, 32),
      );
      expect(tooLarge.headers[':status']).toBe(413);
      expect(tooLarge.headers.connection).toBeUndefined();
      expect(JSON.parse(tooLarge.body)).toMatchObject({ error: { message: expect.stringContaining('1 MiB') } });
      const again = await h2Request(session, { ':method': 'GET', ':path': '/v3/health' });
      expect(again.headers[':status']).toBe(200);
    } finally {
      session.close();
    }
  });

  it('answers GET /v3/health over HTTP/1.1 to a TLS client that offers no h2', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((done, fail) => {
      const request = httpsRequest(`${origin}/v3/health`, { ca, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, version: response.httpVersion, body }));
      });
      request.on('error', fail);
      request.end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1', body: JSON.stringify({ status: 'ok' }) });
  });

  it.each([
    ['TLS_CERT_FILE', 'TLS_KEY_FILE'],
    ['TLS_KEY_FILE', 'TLS_CERT_FILE'],
  ])('stops the start when only %s is set, naming %s', async (set, missing) => {
    const server = startBundle({ PORT: String(await freePort()), [set]: set === 'TLS_CERT_FILE' ? files.certFile : files.keyFile });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toContain(`${missing} is not`);
  });

  it("stops the start when the key is not the certificate's, or a file cannot be read", () => {
    const other = writeSelfSignedCertificate(mkdtempSync(join(copy.folder, 'other-')));
    expect(() => http2ServeOptions({ certFile: files.certFile, keyFile: other.keyFile })).toThrow(
      /^TLS_CERT_FILE and TLS_KEY_FILE are not a usable certificate and key: .*key values mismatch/,
    );
    expect(() => http2ServeOptions({ certFile: join(copy.folder, 'missing.pem'), keyFile: files.keyFile })).toThrow(
      `TLS_CERT_FILE names a file that cannot be read: ${join(copy.folder, 'missing.pem')} (ENOENT)`,
    );
  });
});
