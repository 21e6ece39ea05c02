/**
 * Print-sized variants of stored photos (ADR 0025): a JPEG about 150 dpi at the widest size the
 * condition report prints that kind of photo (`printVariantWidths`), quality 80, on white. Made once per stored file, when the photo arrives (`queuePrintVariant`) or on first
 * use, and kept on disk under `print/` in the photo folder, named after the original's path
 * (an upload path is never reused: files are written with `wx`). Served at
 * `/v3/images/{vehicle|condition}/{id}/print` and embedded as they are by both PDF renderers,
 * so neither the tablet nor the server decodes a 12-megapixel photo when a report is printed.
 * The evidence printed under a photo (SHA-256) stays the original's.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { printedWidths, printPixels } from '../../src/contract/condition-report.ts';
import { insidePhotoDir } from '../media/photo-store.ts';
import { printJpeg } from './print-image.ts';

/**
 * Pixel widths of the variants: a damage photo prints at the damage width only; a vehicle photo
 * as the main image or, smaller, in the rows of three (one variant, the larger); the logo at its own.
 */
export const printVariantWidths = {
  damage: printPixels(printedWidths.damage),
  vehicle: printPixels(Math.max(printedWidths.main, printedWidths.vehicle)),
  logo: printPixels(printedWidths.logo),
} as const;

export const printVariantFolder = 'print';

/** A stored file: its path relative to the photo folder, as the database holds it, and its type. */
export interface StoredPhoto {
  relative: string;
  mimeType: string;
  /** The variant's width in pixels (`printVariantWidths`). */
  width: number;
}

const making = new Map<string, Promise<Uint8Array | null>>();

async function make(photoDir: string, photo: StoredPhoto, target: string): Promise<Uint8Array | null> {
  const jpeg = printJpeg(new Uint8Array(await readFile(insidePhotoDir(photoDir, photo.relative))), photo.mimeType, photo.width);
  if (!jpeg) return null;
  await mkdir(dirname(target), { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, jpeg);
  await rename(partial, target);
  return jpeg;
}

/** The photo's print variant, made now if it is not on disk yet; null when the original cannot be read as JPEG or PNG. */
export async function printVariant(photoDir: string, photo: StoredPhoto): Promise<Uint8Array | null> {
  const target = insidePhotoDir(photoDir, `${printVariantFolder}/${photo.width}/${photo.relative}.jpg`);
  try {
    return new Uint8Array(await readFile(target));
  } catch {
    // Not made yet: made below, once even when several requests ask at the same time.
  }
  let pending = making.get(target);
  if (!pending) {
    pending = make(photoDir, photo, target)
      .catch(() => null)
      .finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the variant of a photo that just arrived, after the upload has been answered, one
 * photo at a time (the decoding is synchronous JavaScript, jpeg-js: a 12-megapixel JPEG holds
 * the event loop for about a second on this machine, so they are not made side by side).
 */
export function queuePrintVariant(photoDir: string, photo: StoredPhoto): void {
  queue = queue
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => printVariant(photoDir, photo))
    // Nothing is lost: the variant is made on its first request instead.
    .catch((error: unknown) => console.error('could not make a print variant:', error instanceof Error ? error.message : error));
}
