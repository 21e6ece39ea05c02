/**
 * The photo compression worker: browser-image-compression run inside our own same-origin
 * module worker, so decoding and re-encoding a 12-megapixel photo never touch the page's
 * main thread. Being a normal bundled asset, the worker is precached by the service worker
 * and starts offline (the library's own worker is a blob: URL that must fetch its code
 * again from `libURL`, and falls back to the main thread when that fails).
 */
import imageCompression from 'browser-image-compression';
import type { CompressRequest, CompressReply } from './photo-compression';

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
