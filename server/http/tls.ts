/**
 * HTTPS with HTTP/2 for the reference server, as an option (ADR 0049): TLS_CERT_FILE and
 * TLS_KEY_FILE name a PEM certificate (chain) and its key; with both set the server answers
 * HTTP/2 over TLS, and HTTP/1.1 over TLS to a client that offers no h2 in ALPN. With neither
 * it serves plain HTTP/1.1 as before (a proxy in front usually terminates TLS).
 */
import { readFileSync } from 'node:fs';
import { createSecureServer, type SecureServerOptions } from 'node:http2';
import { createSecureContext } from 'node:tls';

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/** The certificate and key files from the environment: both or neither, else the start stops naming the missing one. */
export function tlsFilesFromEnv(env: Record<string, string | undefined>): TlsFiles | null {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return null;
  if (!certFile) throw new Error('TLS_KEY_FILE is set but TLS_CERT_FILE is not: set both (HTTPS with HTTP/2) or neither (plain HTTP)');
  if (!keyFile) throw new Error('TLS_CERT_FILE is set but TLS_KEY_FILE is not: set both (HTTPS with HTTP/2) or neither (plain HTTP)');
  return { certFile, keyFile };
}

function readPem(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`${name} names a file that cannot be read: ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/**
 * What @hono/node-server's serve() takes to answer HTTP/2 over TLS, with HTTP/1.1 over TLS for the rest. The files
 * are read and checked here, so a wrong path or a key that is not the certificate's stops the start
 * before the database is opened.
 */
export function http2ServeOptions(files: TlsFiles): { createServer: typeof createSecureServer; serverOptions: SecureServerOptions } {
  const cert = readPem('TLS_CERT_FILE', files.certFile);
  const key = readPem('TLS_KEY_FILE', files.keyFile);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new Error(`TLS_CERT_FILE and TLS_KEY_FILE are not a usable certificate and key: ${(error as Error).message}`);
  }
  return { createServer: createSecureServer, serverOptions: { cert, key, allowHTTP1: true } };
}
