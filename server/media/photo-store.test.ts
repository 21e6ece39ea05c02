/**
 * The photo store's contract (ADR 0069), one suite run against both drivers: the local folder,
 * and S3 against a real S3-protocol server on loopback (s3rver). What a client relies on: a
 * stored photo reads back byte for byte; no key reaches outside the store; an upload a crashed
 * process stored without its row is swept, and one another live process is still writing is
 * not; only uploads are removed; print variants are stored through the store.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/errors.ts';
import { projectRoot } from '../lib/run-paths.ts';
import { closePrintWorkers, printVariant, printVariantKey, printVariantWidths } from '../reports/print-variant.ts';
import { fixtureDatabase } from '../test/fixture.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { localPhotoStore, s3SettingsFromEnv, s3Store, sweepOrphanUploads, type PhotoStore } from './photo-store.ts';
import { smallJpeg } from './test-images.ts';

interface Driver {
  /** The store under test. */
  photos: PhotoStore;
  /** The same store as environment variables, for another process. */
  env: Record<string, string>;
  /** Writes a file outside the store (beside the folder; another prefix of the bucket) and reads it back. */
  outside: { put(): Promise<void>; read(): Promise<string | null> };
  /** Whether the store itself refuses to overwrite (s3rver ignores If-None-Match on PutObject; AWS S3 answers 412). */
  refusesOverwrite: boolean;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<Driver>> = {
  async local() {
    const folder = mkdtempSync(join(tmpdir(), 'photo-store-local-'));
    const photoDir = join(folder, 'photos');
    mkdirSync(photoDir);
    const secret = join(folder, 'secret.txt');
    return {
      photos: localPhotoStore(photoDir),
      env: { PHOTO_STORE: 'local', PHOTO_DIR: photoDir },
      outside: {
        put: async () => writeFileSync(secret, 'outside'),
        read: async () => (existsSync(secret) ? readFileSync(secret, 'utf8') : null),
      },
      refusesOverwrite: true,
      close: async () => rmSync(folder, { recursive: true, force: true }),
    };
  },
  async s3() {
    const server: S3TestServer = await startS3Server();
    const photos = await s3Store(server.settings('console/a'));
    // The bucket's root: where a key that escaped the prefix would land.
    const root = await s3Store(server.settings());
    const other = await s3Store(server.settings('console'));
    return {
      photos,
      env: server.env('console/a'),
      outside: {
        put: () => other.put('secret.txt', new TextEncoder().encode('outside'), 'text/plain'),
        read: async () => {
          const bytes = await root.get('console/secret.txt');
          return bytes ? new TextDecoder().decode(bytes) : null;
        },
      },
      refusesOverwrite: false,
      async close() {
        await Promise.all([photos.close(), root.close(), other.close()]);
        await server.close();
      },
    };
  },
};

const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

/** Another process's upload (server/test/photo-upload-child.ts), stored and not settled; answers once it is stored. */
async function uploadInAnotherProcess(env: Record<string, string>, key: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/test/photo-upload-child.ts'), key], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((stored, failed) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('stored\n')) stored();
    });
    void exited.then(() => failed(new Error(`the uploading process stopped (${child.exitCode ?? child.signalCode})`)));
  });
  return {
    /** SIGKILL, as a crash between storing the photo and committing its row; answers once it is gone. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe.each(Object.keys(drivers))('the photo store on %s', (name) => {
  let driver: Driver;
  let photos: PhotoStore;
  let db: Db;

  beforeAll(async () => {
    driver = await drivers[name]!();
    photos = driver.photos;
    db = fixtureDatabase();
  });
  afterAll(async () => {
    db.$client.close();
    await driver.close();
  });

  it('reads back what it stored, byte for byte; a missing key reads as null', async () => {
    const picture = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    await photos.put('seed/car-01.png', picture, 'image/png');
    expect(await photos.get('seed/car-01.png')).toEqual(picture);
    const upload = await photos.putUpload('uploads/DAL/10/a.jpg', bytesOf('first upload'), 'image/jpeg');
    await upload.settle();
    expect(textOf(await photos.get('uploads/DAL/10/a.jpg'))).toBe('first upload');
    expect(await photos.exists('uploads/DAL/10/a.jpg')).toBe(true);
    expect(await photos.get('uploads/DAL/10/missing.jpg')).toBeNull();
    expect(await photos.exists('uploads/DAL/10/missing.jpg')).toBe(false);
    // A print variant or a seeded picture is replaced whole.
    await photos.put('seed/car-01.png', bytesOf('replaced'), 'image/png');
    expect(textOf(await photos.get('seed/car-01.png'))).toBe('replaced');
  });

  it('lists the keys under a prefix', async () => {
    for (const key of ['uploads/DAL/11/a.jpg', 'uploads/DAL/11/b.png', 'uploads/DAL/12/c.jpg'])
      await (await photos.putUpload(key, bytesOf(key), 'image/jpeg')).settle();
    expect((await photos.list('uploads/DAL/11/')).sort()).toEqual(['uploads/DAL/11/a.jpg', 'uploads/DAL/11/b.png']);
    expect(await photos.list('uploads/NOPE/')).toEqual([]);
  });

  it('never stores an upload over another', async ({ skip }) => {
    if (!driver.refusesOverwrite) skip('s3rver ignores If-None-Match on PutObject (the key holds 128 random bits on every driver)');
    await (await photos.putUpload('uploads/DAL/13/once.jpg', bytesOf('first'), 'image/jpeg')).settle();
    await expect(photos.putUpload('uploads/DAL/13/once.jpg', bytesOf('second'), 'image/jpeg')).rejects.toThrow();
    expect(textOf(await photos.get('uploads/DAL/13/once.jpg'))).toBe('first');
  });

  it('lets no key reach outside the store: 404 before anything is read or written', async () => {
    await driver.outside.put();
    const escapes = [
      '../secret.txt',
      'uploads/../../secret.txt',
      '/etc/passwd',
      'uploads/..\\..\\secret.txt',
      'uploads//x.jpg',
      'uploads/./x.jpg',
      '',
      'uploads/a\u0000.jpg',
    ];
    for (const key of escapes) {
      const refused = (promise: Promise<unknown>) => expect(promise).rejects.toSatisfy((error) => error instanceof HttpError && error.status === 404);
      await refused(photos.get(key));
      await refused(photos.exists(key));
      await refused(photos.put(key, bytesOf('overwritten'), 'text/plain'));
      await refused(photos.putUpload(key, bytesOf('overwritten'), 'text/plain'));
      expect(await photos.removeUpload(key)).toBe(false);
    }
    expect(await driver.outside.read()).toBe('outside');
  });

  it('removes uploads and nothing else', async () => {
    await (await photos.putUpload('uploads/DAL/14/gone.jpg', bytesOf('gone'), 'image/jpeg')).settle();
    await photos.put('seed/car-02.png', bytesOf('pool'), 'image/png');
    expect(await photos.removeUpload('uploads/DAL/14/gone.jpg')).toBe(true);
    expect(await photos.get('uploads/DAL/14/gone.jpg')).toBeNull();
    expect(await photos.list('uploads/DAL/14/')).toEqual([]);
    // The seeded pool is shared by many rows: never removed.
    expect(await photos.removeUpload('seed/car-02.png')).toBe(false);
    expect(textOf(await photos.get('seed/car-02.png'))).toBe('pool');
    await expect(photos.putUpload('seed/car-03.png', bytesOf('not an upload'), 'image/png')).rejects.toThrow();
  });

  it('sweeps an upload a killed process left without its row, and leaves one another live process is still writing', { timeout: 120_000 }, async () => {
    // Named by a row: kept.
    await (await photos.putUpload('uploads/DAL/10/named.jpg', bytesOf('named'), 'image/jpeg')).settle();
    db.$client.prepare("INSERT INTO vehicle_images (vehicle_id, image_file_path, mime_type) VALUES (10, 'uploads/DAL/10/named.jpg', 'image/jpeg')").run();
    // Settled without a row (its transaction rolled back and the removal failed): swept.
    await (await photos.putUpload('uploads/DAL/10/rolled-back.jpg', bytesOf('orphan'), 'image/jpeg')).settle();
    // This process's own upload in flight: kept.
    const mine = await photos.putUpload('uploads/DAL/10/mine.jpg', bytesOf('mine'), 'image/jpeg');
    // Another process between storing its upload and committing the row: kept while it runs.
    const other = await uploadInAnotherProcess(driver.env, 'uploads/DAL/10/other.jpg');
    expect(textOf(await photos.get('uploads/DAL/10/other.jpg'))).toBe('bytes of uploads/DAL/10/other.jpg');

    expect(await photos.list('uploads/DAL/10/')).toContain('uploads/DAL/10/rolled-back.jpg');
    await sweepOrphanUploads(db, photos);
    // (a.jpg, stored by the first test with no row, goes too.)
    expect((await photos.list('uploads/DAL/10/')).sort()).toEqual(['uploads/DAL/10/mine.jpg', 'uploads/DAL/10/named.jpg', 'uploads/DAL/10/other.jpg']);

    // Killed before its row committed: the next sweep takes its upload, and its note.
    await other.kill();
    expect(await sweepOrphanUploads(db, photos)).toBe(1);
    expect(await photos.get('uploads/DAL/10/other.jpg')).toBeNull();
    expect(await photos.get('uploads/DAL/10/named.jpg')).not.toBeNull();
    expect(await photos.get('uploads/DAL/10/mine.jpg')).not.toBeNull();
    // Once settled, this process's own note is gone too; only a note of a live writer remains.
    await mine.settle();
    expect(await photos.inFlight()).toEqual(new Set());
    expect(await photos.list('.writing/')).toEqual([]);
  });

  it('stores print variants through the store, made once', { timeout: 120_000 }, async () => {
    await (await photos.putUpload('uploads/DAL/15/dent.jpg', smallJpeg(), 'image/jpeg')).settle();
    const photo = { relative: 'uploads/DAL/15/dent.jpg', mimeType: 'image/jpeg', width: printVariantWidths.damage };
    const made = await printVariant(photos, photo);
    expect(made?.subarray(0, 3)).toEqual(Uint8Array.of(0xff, 0xd8, 0xff));
    expect(await photos.get(printVariantKey(photo))).toEqual(made);
    expect(await printVariant(photos, photo)).toEqual(made);
    // A missing original has no variant.
    expect(await printVariant(photos, { ...photo, relative: 'uploads/DAL/15/missing.jpg' })).toBeNull();
  });
});

afterAll(() => closePrintWorkers());

describe('choosing the driver from the environment', () => {
  it('is the local folder by default and with PHOTO_STORE=local, S3 with PHOTO_STORE=s3 or S3_BUCKET', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ PHOTO_STORE: 'local', S3_BUCKET: 'b' })).toBeNull();
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b' })).toMatchObject({ bucket: 'b', prefix: '', region: 'us-east-1', forcePathStyle: false });
    expect(s3SettingsFromEnv({ PHOTO_STORE: 's3', S3_BUCKET: 'b', S3_PREFIX: '/lot/photos/', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      prefix: 'lot/photos/',
      forcePathStyle: true,
    });
  });

  it('refuses settings that cannot work, saying why', () => {
    expect(() => s3SettingsFromEnv({ PHOTO_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => s3SettingsFromEnv({ PHOTO_STORE: 'disk' })).toThrow(/PHOTO_STORE must be local or s3/);
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
  });
});
