/**
 * Print-sized variants of stored photos (ADR 0025): a JPEG about 150 dpi at the widest size the
 * condition report prints that kind of photo (`printVariantWidths`), quality 80, on white. Made once per stored file, when the photo arrives (`queuePrintVariant`) or on first
 * use, and kept in the photo store under `print/`, named after the original's key (an upload
 * key is never reused: uploads never overwrite). Served at
 * `/v3/images/{vehicle|condition}/{id}/print` and embedded as they are by both PDF renderers,
 * so neither the tablet nor the server decodes a 12-megapixel photo when a report is printed.
 * The decoding and encoding run in worker threads (print-variant-worker.ts); the event loop only reads
 * and writes the bytes, through the store (local folder or S3, ADR 0069).
 * The evidence printed under a photo (SHA-256) stays the original's.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { printedWidths, printPixels } from '../../src/contract/condition-report.ts';
import { workerFile } from '../lib/run-paths.ts';
import { photoKey, type PhotoStore } from '../media/photo-store.ts';
import { ownBuffer } from './print-image.ts';
import type { PrintJob, PrintResult } from './print-variant-worker.ts';

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

/**
 * The worker threads that decode, scale and encode (print-variant-worker.ts): jpeg-js holds a thread for
 * 0.1-1 s per photo, which on the main thread would be that long without an answer to anyone.
 * Started on first use, at most two and always leaving a core to the event loop; unref'd while
 * idle so they never keep a process alive, ref'd while a photo is being made.
 */
const poolSize = Math.min(2, availableParallelism() - 1 || 1);

interface PrintThread {
  worker: Worker;
  pending: Map<number, (jpeg: Uint8Array | null) => void>;
}

const threads: PrintThread[] = [];
let nextJob = 0;

function startThread(): PrintThread {
  // No execArgv: from source, print-variant-worker.mjs registers tsx itself (a parent's --import of tsx
  // would load it twice; vitest passes none); the bundle has the worker's own (ADR 0042).
  const worker = new Worker(workerFile(import.meta.url, './print-variant-worker.mjs', './print-variant-worker.mjs'), { execArgv: [], name: 'print-variant' });
  const thread: PrintThread = { worker, pending: new Map() };
  worker.on('message', ({ id, jpeg }: PrintResult) => {
    thread.pending.get(id)?.(jpeg);
    thread.pending.delete(id);
    if (thread.pending.size === 0) worker.unref();
  });
  const fail = (reason: unknown) => {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    if (thread.pending.size > 0) console.error('print-variant worker stopped:', reason instanceof Error ? reason.message : reason);
    // The photos it had are answered as not made; their next request starts a new worker.
    for (const settle of thread.pending.values()) settle(null);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(`exit code ${code}`));
  // After the listeners: adding a 'message' listener refs the worker again (read-pool.ts).
  worker.unref();
  threads.push(thread);
  return thread;
}

/** The photo's print JPEG made in a worker thread; the bytes are transferred, not copied, and unusable here afterwards. */
function printJpegInWorker(bytes: Uint8Array, mimeType: string, width: number): Promise<Uint8Array | null> {
  const idle = threads.find((thread) => thread.pending.size === 0);
  const thread =
    idle ?? (threads.length < poolSize ? startThread() : threads.reduce((least, other) => (other.pending.size < least.pending.size ? other : least)));
  const own = ownBuffer(bytes);
  const job: PrintJob = { id: nextJob++, bytes: own, mimeType, width };
  return new Promise((resolve) => {
    thread.pending.set(job.id, resolve);
    thread.worker.ref();
    thread.worker.postMessage(job, [own.buffer]);
  });
}

/** Stops the worker threads (the server's shutdown); photos being made are answered as not made. */
export async function closePrintWorkers(): Promise<void> {
  await Promise.all(threads.map((thread) => thread.worker.terminate()));
}

const making = new Map<string, Promise<Uint8Array | null>>();

/** The key of a photo's variant: `print/{width}/{original's key}.jpg`. */
export const printVariantKey = (photo: StoredPhoto) => `${printVariantFolder}/${photo.width}/${photoKey(photo.relative)}.jpg`;

async function make(photos: PhotoStore, photo: StoredPhoto, target: string): Promise<Uint8Array | null> {
  const original = await photos.get(photo.relative);
  if (!original) return null;
  const jpeg = await printJpegInWorker(original, photo.mimeType, photo.width);
  if (!jpeg) return null;
  // Stored whole (the local driver writes aside and renames; an S3 object is replaced whole).
  await photos.put(target, jpeg, 'image/jpeg');
  return jpeg;
}

/** The photo's print variant, made now if it is not stored yet; null when the original is missing or cannot be read as JPEG or PNG. */
export async function printVariant(photos: PhotoStore, photo: StoredPhoto): Promise<Uint8Array | null> {
  const target = printVariantKey(photo);
  const stored = await photos.get(target).catch(() => null);
  if (stored) return stored;
  // Not made yet: made below, once even when several requests ask at the same time.
  const makingKey = `${photos.location}\0${target}`;
  let pending = making.get(makingKey);
  if (!pending) {
    pending = make(photos, photo, target)
      .catch(() => null)
      .finally(() => making.delete(makingKey));
    making.set(makingKey, pending);
  }
  return pending;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the variant of a photo that just arrived, after the upload has been answered, one
 * photo at a time: the decoding runs in a worker thread, but a burst of uploads should not
 * hold every core (or every worker, ahead of a report someone is waiting to print).
 */
export function queuePrintVariant(photos: PhotoStore, photo: StoredPhoto): void {
  queue = queue
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => printVariant(photos, photo))
    // Nothing is lost: the variant is made on its first request instead.
    .catch((error: unknown) => console.error('could not make a print variant:', error instanceof Error ? error.message : error));
}
