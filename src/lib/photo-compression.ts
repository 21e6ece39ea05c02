/**
 * Photos are made small on the device before they are queued: a 12-megapixel camera JPEG
 * becomes a JPEG of at most `photoLimits.maxSide` pixels on its longest side and about
 * `photoLimits.maxMegabytes`, with browser-image-compression running in our own web worker
 * (photo-compression.worker.ts) so the page keeps answering. EXIF (with GPS) is not carried over.
 */
import type { Options } from 'browser-image-compression';
import { whenIdle } from './after-paint';

/** The one place the photo limits live. */
export const photoLimits = {
  maxSide: 2560,
  maxMegabytes: 1.5,
  quality: 0.85,
  mimeType: 'image/jpeg',
  /** A file larger than this is refused before any work (no camera photo comes near it). */
  maxInputBytes: 60 * 1024 * 1024,
} as const;

export interface CompressedPhoto {
  bytes: ArrayBuffer;
  mimeType: string;
  fileName: string;
  /** When it was taken (ISO): the file's time (a camera's photo is written as it is taken), never later than now. */
  capturedAt: string;
}

export class PhotoError extends Error {
  override readonly name = 'PhotoError';
}

/** The worker's script could not be loaded (offline before the app was ever fully loaded online). */
class WorkerStartError extends Error {
  override readonly name = 'WorkerStartError';
}

/**
 * Starts the worker ahead of the first photo (the uploader calls it when it opens), so its
 * script is loaded while the network is still there, not when the first photo is taken. It
 * waits until the page is idle: the screen that asks for it is still drawing then. Returns
 * the effect's clean-up (a screen left before that moment starts no worker).
 */
export function prepareCompression(): () => void {
  const start = () => {
    try {
      compressionWorker();
    } catch {
      // No worker support: compressPhoto reports it when a photo comes.
    }
  };
  return whenIdle(start);
}

/** The worker's protocol. */
export interface CompressRequest {
  id: number;
  file: File;
  options: Omit<Options, 'onProgress' | 'signal' | 'useWebWorker'>;
}
export type CompressReply = { id: number; progress: number } | { id: number; bytes: ArrayBuffer } | { id: number; error: string };

const options: CompressRequest['options'] = {
  maxSizeMB: photoLimits.maxMegabytes,
  maxWidthOrHeight: photoLimits.maxSide,
  initialQuality: photoLimits.quality,
  fileType: photoLimits.mimeType,
  preserveExif: false,
};

interface Pending {
  resolve: (bytes: ArrayBuffer) => void;
  reject: (error: Error) => void;
  onProgress?: (percent: number) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function compressionWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./photo-compression.worker.ts', import.meta.url), { type: 'module', name: 'photo-compression' });
  created.addEventListener('message', (event: MessageEvent<CompressReply>) => {
    const message = event.data;
    const job = pending.get(message.id);
    if (!job) return;
    if ('progress' in message) {
      job.onProgress?.(message.progress);
      return;
    }
    pending.delete(message.id);
    if ('bytes' in message) job.resolve(message.bytes);
    else job.reject(new Error(message.error));
  });
  // A worker that cannot start fails every waiting photo with a message, not silently.
  created.addEventListener('error', () => {
    for (const job of pending.values()) job.reject(new WorkerStartError());
    pending.clear();
    worker = null;
  });
  worker = created;
  return created;
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/** What a photo the device cannot decode (a damaged file, a HEIC where the browser has no HEIC) is told. */
export const unreadablePhotoText = (name: string) =>
  `${name} could not be read as a photo: the file is damaged, or in a format this device cannot open. Choose another photo.`;

/**
 * Whether the device can decode the file as a picture, asked when a photo is chosen, so that one
 * it cannot read is refused then, with the photo shown before kept, not when it is saved.
 */
export async function canDecodePhoto(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

export async function compressPhoto(file: File, onProgress?: (percent: number) => void): Promise<CompressedPhoto> {
  if (!file.type.startsWith('image/')) throw new PhotoError(`${file.name} is not an image: only photos can be added.`);
  if (file.size > photoLimits.maxInputBytes) throw new PhotoError(`${file.name} is too large to be a photo.`);
  const id = nextId++;
  try {
    const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress });
      compressionWorker().postMessage({ id, file, options } satisfies CompressRequest);
    });
    const capturedAt = new Date(Math.min(file.lastModified || Date.now(), Date.now())).toISOString();
    return { bytes, mimeType: photoLimits.mimeType, fileName: jpegName(file.name), capturedAt };
  } catch (error) {
    if (error instanceof WorkerStartError) {
      throw new PhotoError(`${file.name} was not added: the photo tools could not start. Open the app once while online, then try again.`);
    }
    // The library's own words ("Image is not defined" where its fallback decoder does not exist) say nothing to a user.
    throw new PhotoError(unreadablePhotoText(file.name));
  }
}
