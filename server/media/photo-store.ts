/**
 * The photo folder (PHOTO_DIR): the seeded picture pool (`seed/`), the site logos
 * (`sites/`) and the uploads (`uploads/{site}/{vehicle}/`). Paths stored in the database
 * are relative to it; every path is resolved inside it, and only files under `uploads/`
 * are ever removed (the seeded pool is shared by many rows).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Db } from '../db/connection.ts';
import { notFound } from '../http/errors.ts';

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

/**
 * Writes a new upload and flushes it to the disk before returning: the row that names it is
 * committed only after, so a committed row never points at a file a crash lost. `wx`: an
 * upload never overwrites another file.
 */
export async function writeUploadDurably(full: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(full), { recursive: true });
  const handle = await open(full, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Removes the files under uploads/ that no photo row names: what a process killed between
 * writing a file and committing its row left behind. Run at start-up, before the server takes
 * requests (one process owns its photo folder). Answers how many it removed.
 */
export function sweepOrphanUploads(db: Db, photoDir: string): number {
  const root = resolve(photoDir, uploadFolder);
  if (!existsSync(root)) return 0;
  const named = new Set(
    db.$client
      .prepare("SELECT image_file_path FROM vehicle_images WHERE image_file_path LIKE 'uploads/%' UNION SELECT image_file_path FROM condition_images WHERE image_file_path LIKE 'uploads/%'")
      .pluck()
      .all() as string[],
  );
  let removed = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = `${uploadFolder}/${relativePath(root, join(entry.parentPath, entry.name))}`;
    if (named.has(relative)) continue;
    if (removeUpload(photoDir, relative)) removed++;
  }
  return removed;
}

function relativePath(root: string, full: string): string {
  return full.slice(root.length + 1).split(sep).join('/');
}
