/**
 * The photo compression worker: browser-image-compression run inside our own same-origin
 * module worker, so decoding and re-encoding a 12-megapixel photo never touch the page's
 * main thread. Being a normal bundled asset, the worker is precached by the service worker
 * and starts offline (the library's own worker is a blob: URL that must fetch its code
 * again from `libURL`, and falls back to the main thread when that fails).
 */
import imageCompression from 'browser-image-compression';
import type { CompressRequest, CompressReply } from './photo-compression';

/**
 * WebKit (every iPad browser): the library decodes with `new Image()` there, as it skips
 * createImageBitmap on Safari, and a worker has no Image, so every photo failed ("Can't find
 * variable: Image"). Named an iOS browser instead, it decodes with createImageBitmap, which
 * WebKit has in workers, and keeps its canvas within iOS's limit (4096 x 4096 in area; an iPad
 * calls itself desktop Safari, and a larger canvas comes out black there). The library caches
 * the name it reads from the user agent on its getBrowserName (browser-image-compression 2.0.2).
 */
const browserName = (imageCompression as unknown as { getBrowserName?: (() => string) & { cachedResult?: string } }).getBrowserName;
try {
  if (browserName?.() === 'DESKTOP_SAFARI') browserName.cachedResult = 'IOS';
} catch {
  // A user agent it does not know makes it read `document`, which a worker lacks: nothing to change then.
}

function reply(message: CompressReply, transfer: Transferable[] = []): void {
  postMessage(message, { transfer });
}

addEventListener('message', (event: MessageEvent<CompressRequest>) => {
  const { id, file, options } = event.data;
  // Inside a worker the library compresses in place (OffscreenCanvas); useWebWorker would nest another.
  imageCompression(file, { ...options, useWebWorker: false, onProgress: (progress) => reply({ id, progress }) })
    .then((blob) => blob.arrayBuffer())
    .then((bytes) => reply({ id, bytes }, [bytes]))
    .catch((error: unknown) => reply({ id, error: error instanceof Error ? error.message : String(error) }));
});
