/**
 * A throw-away self-signed certificate for localhost and 127.0.0.1, made with the openssl CLI,
 * for the tests and measurements of the HTTPS/HTTP/2 option (server/http/tls.ts).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TlsFiles } from '../http/tls.ts';

export function writeSelfSignedCertificate(folder: string): TlsFiles {
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certFile, keyFile };
}
