/**
 * Photos are made small on the device before they are queued: a 12-megapixel camera JPEG
 * becomes a JPEG of at most `photoLimits.maxSide` pixels on its longest side and about
 * `photoLimits.maxMegabytes`, in a web worker so the page keeps answering. The worker loads
 * the library from a same-origin copy the service worker precaches (`libURL`); without it,
 * the library would fetch from a CDN and, offline, silently compress on the main thread.
 * EXIF (with GPS) is not carried over.
 */
import libUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

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
}

export class PhotoError extends Error {
  override readonly name = 'PhotoError';
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}

export async function compressPhoto(file: File, onProgress?: (percent: number) => void): Promise<CompressedPhoto> {
  if (!file.type.startsWith('image/')) throw new PhotoError(`${file.name} is not an image: only photos can be added.`);
  if (file.size > photoLimits.maxInputBytes) throw new PhotoError(`${file.name} is too large to be a photo.`);
  const { default: imageCompression } = await import('browser-image-compression');
  let output: Blob;
  try {
    output = await imageCompression(file, {
      maxSizeMB: photoLimits.maxMegabytes,
      maxWidthOrHeight: photoLimits.maxSide,
      initialQuality: photoLimits.quality,
      fileType: photoLimits.mimeType,
      useWebWorker: true,
      libURL: new URL(libUrl, window.location.href).href,
      preserveExif: false,
      onProgress,
    });
  } catch (error) {
    throw new PhotoError(`${file.name} could not be read as a photo${error instanceof Error && error.message ? ` (${error.message})` : ''}.`);
  }
  // Read into memory now: an IndexedDB transaction must not wait on anything else.
  return { bytes: await output.arrayBuffer(), mimeType: photoLimits.mimeType, fileName: jpegName(file.name) };
}
