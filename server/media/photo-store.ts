/**
 * The photo store (ADR 0069): the seeded picture pool (`seed/`), the site logos (`sites/`), the
 * uploads (`uploads/{site}/{vehicle}/`) and their print variants (`print/{width}/`), by key. A
 * key is the path the database holds (`uploads/DAL/10/x.jpg`). Two drivers:
 * - the local disk, the default: a folder (PHOTO_DIR), the key its relative path (below);
 * - S3-compatible object storage (photo-store-s3.ts), loaded only when configured.
 * Every caller reads and writes photos through a store (`Deps.photos`), never the filesystem.
 *
 * What both drivers promise (the contract tests in photo-store.test.ts hold them to it):
 * - No key leaves the store: a key with an empty, `.` or `..` segment, a backslash or a control
 *   character is refused (404) before anything is read or written.
 * - An upload is stored before its row commits (the local file and its folders flushed; S3's
 *   PutObject answered), never over another file, and noted as its process's while in flight, so
 *   another process's sweep leaves it.
 * - Only keys under `uploads/` are ever removed (the seeded pool is shared by many rows).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { q, type DbHandle } from '../db/query.ts';
import { notFound } from '../http/errors.ts';
import { ownerState, processOwner, staleAfterMs } from '../lib/process-owner.ts';

export const uploadFolder = 'uploads';

/** An upload whose bytes are stored, its row not committed yet. */
export interface UploadInFlight {
  key: string;
  /** Call once the row committed, or the upload was removed: the upload is no longer in flight. */
  settle(): Promise<void>;
}

export interface PhotoStore {
  /** Where the photos are, for messages and for the PDF cache key: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** The stored bytes, or null when nothing is stored under the key. 404 for a key that is not valid. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  exists(key: string): Promise<boolean>;
  /**
   * Stores bytes that may replace an earlier copy whole (a print variant, a seeded picture): a
   * reader sees the old bytes or the new, never half.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * A new upload (a key under `uploads/`): stored durably before this answers, never over
   * another, and noted as this process's until `settle()`.
   */
  putUpload(key: string, bytes: Uint8Array, contentType: string): Promise<UploadInFlight>;
  /** Removes an upload; a key outside `uploads/` (or not a valid key) is left. Failures are logged, not thrown: the row is gone already. */
  removeUpload(key: unknown): Promise<boolean>;
  /** Every key under a prefix ending in `/`, in no particular order. */
  list(prefix: string): Promise<string[]>;
  /**
   * The upload keys noted in flight by a live process (this host's while it runs, another
   * host's for `staleAfterMs`); notes of processes gone are removed.
   */
  inFlight(): Promise<Set<string>>;
  /** Lets go of connections (the server's shutdown, a test's end). */
  close(): Promise<void>;
}

/**
 * A key as stored, checked: relative, `/`-separated, no empty, `.` or `..` segment, no backslash
 * or control character. 404 otherwise, as for a photo that does not exist: on both drivers no key
 * names anything outside the store (a folder's parent, another prefix of the bucket).
 */
export function photoKey(key: string): string {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 900 &&
    // eslint-disable-next-line no-control-regex
    !/[\\\u0000-\u001f\u007f]/.test(key) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw notFound('Image not found');
  return key;
}

/** Whether a key is a valid key under `uploads/`: the only keys ever removed. */
export function isUploadKey(key: unknown): key is string {
  if (typeof key !== 'string' || !key.startsWith(`${uploadFolder}/`)) return false;
  try {
    photoKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The absolute path of a stored file of a local store; 404 for a key that is not valid or would leave the folder. */
export function insidePhotoDir(photoDir: string, relative: string): string {
  const root = resolve(photoDir);
  const full = resolve(root, photoKey(relative));
  if (!full.startsWith(root + sep)) throw notFound('Image not found');
  return full;
}

/** Where a process notes the uploads it is writing, one small note each, named after its owner. */
export const writingFolder = '.writing';

/** Whether a note of `owner`, last written at `writtenMs`, still protects its upload. */
export function noteIsLive(owner: string, writtenMs: number): boolean {
  const state = ownerState(owner);
  return state === 'running' || (state === 'unknown' && writtenMs > Date.now() - staleAfterMs);
}

/** This process's name for a new note: `{owner}~{random}`, the owner percent-encoded. */
export const newNoteName = () => `${encodeURIComponent(processOwner)}~${randomBytes(8).toString('hex')}`;

/** The owner a note's name carries. */
export const noteOwner = (name: string) => decodeURIComponent(name.split('~')[0] ?? '');

/** Logs a removal that failed: the row is gone already, a file left behind is only space (the sweep takes it at the next start). */
export function logRemoveFailure(error: unknown): void {
  console.error('could not remove upload:', error instanceof Error ? error.message : error);
}

/**
 * A driver's `removeUpload`, from its way of removing a stored key: only a valid key under
 * `uploads/` is removed, and a failure is logged (`logRemoveFailure`), not thrown.
 */
export function removingUploads(remove: (key: string) => unknown): PhotoStore['removeUpload'] {
  return async (key) => {
    if (!isUploadKey(key)) return false;
    try {
      await remove(key);
      return true;
    } catch (error) {
      logRemoveFailure(error);
      return false;
    }
  };
}

// ---------------------------------------------------------------- the local disk

/**
 * The local photo folder (PHOTO_DIR), as it has always been laid out: keys are paths relative to
 * it. Uploads are written with `wx` and flushed with their folders; the in-flight notes are
 * files in `.writing/` holding the upload's key. Removal is done before the promise is answered
 * (a caller that does not wait still finds the file gone).
 */
export function localPhotoStore(photoDir: string): PhotoStore & { readonly photoDir: string } {
  const root = resolve(photoDir);
  const notes = join(root, writingFolder);
  const full = (key: string) => insidePhotoDir(root, key);

  return {
    photoDir: root,
    location: root,

    async get(key) {
      const path = full(key);
      try {
        const bytes = await readFile(path);
        return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      return existsSync(full(key));
    },

    async put(key, bytes) {
      const target = full(key);
      await mkdir(dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },

    /**
     * Writes a new upload and flushes it, and the directory entries that name it, to the disk
     * before answering: the row that names it commits only after, so a committed row never
     * points at a file a crash or power loss lost. `wx`: an upload never overwrites another file.
     * The note needs no flush: a power loss ends every writer.
     */
    async putUpload(key, bytes) {
      if (!isUploadKey(key)) throw notFound('Image not found');
      const path = full(key);
      await mkdir(notes, { recursive: true });
      const note = join(notes, newNoteName());
      await writeFile(note, key);
      const settle = async () => rmSync(note, { force: true });
      try {
        const folder = dirname(path);
        const created = await mkdir(folder, { recursive: true });
        const handle = await open(path, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        // The new name, and the folders mkdir created on the way (each named in its parent).
        await syncFolder(folder);
        if (created !== undefined) for (let named = folder; named !== dirname(created); named = dirname(named)) await syncFolder(dirname(named));
      } catch (error) {
        await settle();
        throw error;
      }
      return { key, settle };
    },

    // Removed before the promise is answered: rmSync runs in the call.
    removeUpload: removingUploads((key) => rmSync(full(key), { force: true })),

    async list(prefix) {
      const folder = join(root, ...prefix.split('/').filter(Boolean));
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relativePath(root, join(entry.parentPath, entry.name)));
    },

    async inFlight() {
      const writing = new Set<string>();
      for (const name of existsSync(notes) ? readdirSync(notes) : []) {
        const note = join(notes, name);
        try {
          if (noteIsLive(noteOwner(name), statSync(note).mtimeMs)) writing.add(readFileSync(note, 'utf8'));
          else rmSync(note, { force: true });
        } catch {
          // Settled meanwhile.
        }
      }
      return writing;
    },

    async close() {},
  };
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function relativePath(root: string, full: string): string {
  return full
    .slice(root.length + 1)
    .split(sep)
    .join('/');
}

// ---------------------------------------------------------------- the sweep

/**
 * Removes the uploads no photo row names: what a process killed between storing an upload and
 * committing its row left behind. Run at start-up. An upload another live process is still
 * writing (noted in flight) is left: on this host while that process runs, from another host for
 * `staleAfterMs`. Answers how many it removed.
 *
 * The order matters with writers running beside it (other processes, and this one's own requests
 * on a store whose sweep takes a while): the keys are listed first, then the notes, then the rows.
 * A writer notes an upload before storing it and removes the note only after its row committed,
 * so a listed key is either noted or named when read after.
 */
export async function sweepOrphanUploads(db: DbHandle, photos: PhotoStore): Promise<number> {
  const keys = await photos.list(`${uploadFolder}/`);
  const writing = await photos.inFlight();
  const inUploads = (table: 'vehicle_images' | 'condition_images') =>
    q(db).selectFrom(table).select('image_file_path').where('image_file_path', 'like', `${uploadFolder}/%`);
  const named = new Set((await inUploads('vehicle_images').union(inUploads('condition_images')).execute()).map((row) => row.image_file_path));
  let removed = 0;
  for (const key of keys) {
    if (named.has(key) || writing.has(key)) continue;
    if (await photos.removeUpload(key)) removed++;
  }
  return removed;
}

// ---------------------------------------------------------------- choosing the driver

/** The S3 driver's settings (docs/configuration.md). */
export interface S3Settings {
  bucket: string;
  /** Keys are stored under this prefix (no leading slash; ends with `/` when not empty). */
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * The S3 settings when the environment selects S3: `PHOTO_STORE=s3`, or `S3_BUCKET` set and
 * `PHOTO_STORE` not `local`. Null for the local folder. Throws, saying why, for settings that
 * cannot work (so the server does not start on them).
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const kind = (env.PHOTO_STORE ?? '').trim().toLowerCase();
  if (kind !== '' && kind !== 'local' && kind !== 's3') throw new Error(`PHOTO_STORE must be local or s3, not "${env.PHOTO_STORE}"`);
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (kind === 'local' || (kind === '' && bucket === '')) return null;
  if (bucket === '') throw new Error('PHOTO_STORE=s3 needs S3_BUCKET (and usually S3_ENDPOINT, S3_REGION and the access keys)');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  const rawPrefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  if (rawPrefix !== '') photoKeyOrThrow(rawPrefix, 'S3_PREFIX');
  const style = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  return {
    bucket,
    prefix: rawPrefix === '' ? '' : `${rawPrefix}/`,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: style === '1' || style === 'true',
  };
}

function photoKeyOrThrow(value: string, name: string): void {
  try {
    photoKey(value);
  } catch {
    throw new Error(`${name} is not a valid key prefix: "${value}"`);
  }
}

/**
 * The store the environment names: S3 (loaded only then: the AWS SDK is no part of a local
 * server's start-up) or the local folder `photoDir`.
 */
export async function photoStoreFromEnv(env: NodeJS.ProcessEnv, photoDir: string): Promise<PhotoStore> {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? s3Store(s3) : localPhotoStore(photoDir);
}

/** The S3 driver (photo-store-s3.ts), loaded on first use. */
export async function s3Store(settings: S3Settings): Promise<PhotoStore> {
  const { s3PhotoStore } = await import('./photo-store-s3.ts');
  return s3PhotoStore(settings);
}
