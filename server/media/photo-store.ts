/**
 * The photo folder (PHOTO_DIR): the seeded picture pool (`seed/`), the site logos
 * (`sites/`) and the uploads (`uploads/{site}/{vehicle}/`). Paths stored in the database
 * are relative to it; every path is resolved inside it, and only files under `uploads/`
 * are ever removed (the seeded pool is shared by many rows).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Db } from '../db/connection.ts';
import { notFound } from '../http/errors.ts';
import { ownerState, processOwner, staleAfterMs } from '../lib/process-owner.ts';

export const uploadFolder = 'uploads';

/** The absolute path of a stored file; 404 for a path that would leave the photo folder. */
export function insidePhotoDir(photoDir: string, relative: string): string {
  const root = resolve(photoDir);
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) throw notFound('Image not found');
  return full;
}

/** Removes an uploaded file; anything not under uploads/ (a seeded file, a link, a path that escapes) is left alone. */
export function removeUpload(photoDir: string, relative: unknown): boolean {
  if (typeof relative !== 'string') return false;
  const uploads = resolve(photoDir, uploadFolder);
  const full = resolve(uploads, '..', relative);
  if (!full.startsWith(uploads + sep)) return false;
  try {
    rmSync(full, { force: true });
    return true;
  } catch (error) {
    // The row is gone already; a file left behind is only disk space.
    console.error('could not remove upload:', error instanceof Error ? error.message : error);
    return false;
  }
}

/** Where a process notes the uploads it is writing, one small file each: `{owner}~{random}` holding the upload's path. */
const writingFolder = '.writing';

/** An upload whose file is on disk and flushed, its row not committed yet. */
export interface UploadInFlight {
  full: string;
  /** Call once the row committed, or the file was removed: the upload is no longer in flight. */
  settle(): void;
}

/**
 * Writes a new upload and flushes it, and the directory entries that name it, to the disk
 * before returning: the row that names it is committed only after, so a committed row never
 * points at a file a crash or power loss lost. `wx`: an upload never overwrites another file.
 *
 * Several server processes may share the photo folder: the upload is noted as this process's
 * (`.writing/`) before its file exists, until `settle()`, so another process starting meanwhile
 * does not sweep it as an orphan. The note needs no flush: a power loss ends every writer.
 */
export async function writeUploadDurably(photoDir: string, relative: string, bytes: Uint8Array): Promise<UploadInFlight> {
  const full = insidePhotoDir(photoDir, relative);
  const notes = join(resolve(photoDir), writingFolder);
  await mkdir(notes, { recursive: true });
  const note = join(notes, `${encodeURIComponent(processOwner)}~${randomBytes(8).toString('hex')}`);
  await writeFile(note, relative);
  const settle = () => rmSync(note, { force: true });
  try {
    const folder = dirname(full);
    const created = await mkdir(folder, { recursive: true });
    const handle = await open(full, 'wx');
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
    settle();
    throw error;
  }
  return { full, settle };
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Removes the files under uploads/ that no photo row names: what a process killed between
 * writing a file and committing its row left behind. Run at start-up, before the server takes
 * requests. A file another live process is still writing (noted in `.writing/`) is left: on
 * this host while that process runs, from another host for `staleAfterMs`. Answers how many
 * it removed.
 *
 * The order matters with a writer running beside it: the files are listed first, then the
 * notes, then the rows. A writer notes an upload before its file exists and removes the note
 * only after its row committed, so a listed file is either noted or named when read after.
 */
export function sweepOrphanUploads(db: Db, photoDir: string): number {
  const root = resolve(photoDir, uploadFolder);
  const files = existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${uploadFolder}/${relativePath(root, join(entry.parentPath, entry.name))}`)
    : [];
  const writing = new Set<string>();
  const notes = join(resolve(photoDir), writingFolder);
  for (const name of existsSync(notes) ? readdirSync(notes) : []) {
    const note = join(notes, name);
    try {
      const owner = decodeURIComponent(name.split('~')[0] ?? '');
      const state = ownerState(owner);
      if (state === 'running' || (state === 'unknown' && statSync(note).mtimeMs > Date.now() - staleAfterMs)) writing.add(readFileSync(note, 'utf8'));
      else rmSync(note, { force: true });
    } catch {
      // Settled meanwhile.
    }
  }
  const named = new Set(
    db.$client
      .prepare(
        "SELECT image_file_path FROM vehicle_images WHERE image_file_path LIKE 'uploads/%' UNION SELECT image_file_path FROM condition_images WHERE image_file_path LIKE 'uploads/%'",
      )
      .pluck()
      .all() as string[],
  );
  let removed = 0;
  for (const relative of files) {
    if (named.has(relative) || writing.has(relative)) continue;
    if (removeUpload(photoDir, relative)) removed++;
  }
  return removed;
}

function relativePath(root: string, full: string): string {
  return full
    .slice(root.length + 1)
    .split(sep)
    .join('/');
}
