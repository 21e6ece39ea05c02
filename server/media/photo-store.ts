/**
 * The photo folder (PHOTO_DIR): the seeded picture pool (`seed/`), the site logos
 * (`sites/`) and the uploads (`uploads/{site}/{vehicle}/`). Paths stored in the database
 * are relative to it; every path is resolved inside it, and only files under `uploads/`
 * are ever removed (the seeded pool is shared by many rows).
 */
import { rmSync } from 'node:fs';
import { resolve, sep } from 'node:path';
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
