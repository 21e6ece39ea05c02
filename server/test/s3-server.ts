/**
 * An S3-protocol server on loopback for the photo store's S3 driver (ADR 0069): s3rver, on a
 * free port of 127.0.0.1, keeping its objects in a temporary folder, with one bucket. Started
 * when it listens (no waiting a fixed time); `close` stops it and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../media/photo-store.ts';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The driver's settings for this server, keys under `prefix` (none by default). */
  settings(prefix?: string): S3Settings;
  /** The same as environment variables (docs/configuration.md), for a server or seed process. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(bucket = 'lot-photos'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'lot-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (prefix = '') => ({ bucket, prefix: prefix === '' ? '' : `${prefix}/`, endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials }),
    env: (prefix = '') => ({
      PHOTO_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_PREFIX: prefix,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
