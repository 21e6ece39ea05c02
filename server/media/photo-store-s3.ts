/**
 * The photo store on S3-compatible object storage (ADR 0069; photo-store.ts for what every
 * driver promises). Loaded only when the environment selects it (`photoStoreFromEnv`), and the
 * SDK only by `s3PhotoStore`, so the AWS SDK is no part of a local server's start-up.
 *
 * - A key is stored as `{S3_PREFIX}{key}` in `S3_BUCKET`; `photoKey` has checked it, so no key
 *   reaches outside the prefix.
 * - An upload is stored once PutObject has answered (S3 acknowledges a write only once it is
 *   durable), before its row commits. It is sent with `If-None-Match: *`, so a store that
 *   supports conditional writes refuses to overwrite; its key holds 128 random bits besides, so
 *   no two uploads ever name the same key on a store that ignores the header.
 * - The in-flight notes are objects `{prefix}.writing/{owner}~{random}~{key}`: the owner as for
 *   the local notes, the upload's key percent-encoded in the name, so the sweep lists them in one
 *   call and reads none. Another host's note is trusted for `staleAfterMs` after its LastModified.
 * - Print variants and seeded pictures are plain PutObjects: an object is replaced whole.
 */
import type { ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import { notFound } from '../http/errors.ts';
import {
  isUploadKey,
  logRemoveFailure,
  newNoteName,
  noteIsLive,
  noteOwner,
  photoKey,
  removingUploads,
  writingFolder,
  type PhotoStore,
  type S3Settings,
} from './photo-store.ts';

/** Whether an SDK error says the object is not there. */
function isMissing(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return named.name === 'NoSuchKey' || named.name === 'NotFound' || named.$metadata?.httpStatusCode === 404;
}

export async function s3PhotoStore(settings: S3Settings): Promise<PhotoStore> {
  // Imported here, not at the top: the server bundle (server/bundle.ts) inlines this module, and
  // keeps a dynamic import of a package dynamic, so a local server never loads the SDK.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where the API requires them: several S3-compatible servers do not take the
    // SDK's default trailing CRC32 (aws-chunked) uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${photoKey(key)}`;
  const notes = `${settings.prefix}${writingFolder}/`;

  async function listObjects(prefix: string): Promise<{ key: string; modified: number }[]> {
    const found: { key: string; modified: number }[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) found.push({ key: item.Key, modified: item.LastModified?.getTime() ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket, Key: key }));

  return {
    location: `s3://${Bucket}/${settings.prefix}`,

    async get(key) {
      const Key = objectKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key }));
        return reply.Body ? ((await reply.Body.transformToByteArray()) as Uint8Array<ArrayBuffer>) : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      const Key = objectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },

    async putUpload(key, bytes, contentType) {
      if (!isUploadKey(key)) throw notFound('Image not found');
      const Key = objectKey(key);
      const note = `${notes}${newNoteName()}~${encodeURIComponent(key)}`;
      await client.send(new PutObjectCommand({ Bucket, Key: note, Body: new Uint8Array() }));
      const settle = async () => {
        // A note left by a failed delete is taken as its process's until that process is gone.
        await remove(note).catch(logRemoveFailure);
      };
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType, IfNoneMatch: '*' }));
      } catch (error) {
        await settle();
        throw error;
      }
      return { key, settle };
    },

    removeUpload: removingUploads((key) => remove(objectKey(key))),

    async list(prefix) {
      const under = `${settings.prefix}${prefix}`;
      return (await listObjects(under)).map((item) => item.key.slice(settings.prefix.length));
    },

    async inFlight() {
      const writing = new Set<string>();
      for (const { key, modified } of await listObjects(notes)) {
        const name = key.slice(notes.length);
        const [, , encoded] = name.split('~');
        if (encoded === undefined) continue;
        let owner: string;
        let upload: string;
        try {
          owner = noteOwner(name);
          upload = decodeURIComponent(encoded);
        } catch {
          continue; // Not a note this server wrote: left alone.
        }
        if (noteIsLive(owner, modified)) writing.add(upload);
        else await remove(key).catch(() => undefined);
      }
      return writing;
    },

    async close() {
      client.destroy();
    },
  };
}
