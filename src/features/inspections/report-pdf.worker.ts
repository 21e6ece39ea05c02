/**
 * The printable report's worker (ADR 0021, 0025): loads each photo; one already print-sized
 * (the server's print variant, about 150 dpi at the size the document prints it) is embedded as
 * it is, with no decoding; any other (a photo still on this device, an older reply's original)
 * is scaled to that size (ImageDecoder or createImageBitmap + OffscreenCanvas, JPEG). It takes the
 * SHA-256 of photos still on this device, builds the document (src/contract/condition-report.ts)
 * and renders it with pdfmake and the standard Helvetica font. pdfmake is imported here, on
 * first use, so it never loads outside the print route, and no step runs on the page's thread.
 */
import type pdfmakeModule from 'pdfmake/build/pdfmake';
import { conditionReportDocument, printedWidths, printPixels, printSize, type PreparedImage, type PreparedImages } from '@/contract/condition-report';
import { sha256Hex } from '@/lib/sha256';
import { imageSize } from './image-size';
import type { PrintReply, PrintRequest, WorkerImage } from './print-pdf';

type Pdfmake = typeof pdfmakeModule;

let pdfmakeOnce: Promise<Pdfmake> | null = null;
function loadPdfmake(): Promise<Pdfmake> {
  pdfmakeOnce ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/standard-fonts/Helvetica')]).then(([pdfmake, helvetica]) => {
    pdfmake.default.addFontContainer(helvetica.default);
    return pdfmake.default;
  });
  return pdfmakeOnce;
}

async function blobOf(image: NonNullable<WorkerImage>): Promise<Blob | null> {
  if ('bytes' in image) return new Blob([image.bytes], { type: image.type });
  try {
    const response = await fetch(image.url);
    return response.ok ? await response.blob() : null;
  } catch {
    // Offline and not in the service worker's cache: the document says the photo is not held here.
    return null;
  }
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

interface ScaledDecoder {
  decode(): Promise<{ image: VideoFrame }>;
  close(): void;
}
/** WebCodecs' ImageDecoder (in workers; not in TypeScript's DOM library). */
type ScaledDecoderClass = new (init: { data: Uint8Array; type: string; desiredWidth: number; desiredHeight: number }) => ScaledDecoder;
const ScaledImageDecoder = (globalThis as { ImageDecoder?: ScaledDecoderClass }).ImageDecoder;

/**
 * Draws the photo at `size`. WebCodecs' ImageDecoder with a desired size lets the JPEG decoder
 * decode at 1/2, 1/4 or 1/8 scale in the DCT (a 12-megapixel photo printed 2 inches wide is
 * decoded at 500 x 375); createImageBitmap decodes every pixel, so it is the fallback.
 */
async function drawScaled(context: OffscreenCanvasRenderingContext2D, blob: Blob, bytes: Uint8Array, size: { width: number; height: number }): Promise<void> {
  if (ScaledImageDecoder) {
    const decoder = new ScaledImageDecoder({ data: bytes, type: blob.type || 'image/jpeg', desiredWidth: size.width, desiredHeight: size.height });
    try {
      const { image } = await decoder.decode();
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, size.width, size.height);
      image.close();
      return;
    } catch {
      // Not a type it decodes: the fallback below.
    } finally {
      decoder.close();
    }
  }
  const bitmap = await createImageBitmap(blob, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
}

/**
 * No wider than 150 dpi at the widest printed size (the main image): embedded as it is. The
 * server's variants are made to this rule (server/reports/print-variant.ts); a photo this small
 * gains nothing from a decode and re-encode, which would cost more than the bytes it saves.
 */
const printSizedWidth = printPixels(printedWidths.main);

async function probedSize(blob: Blob): Promise<{ width: number; height: number }> {
  const probe = await createImageBitmap(blob);
  const size = { width: probe.width, height: probe.height };
  probe.close();
  return size;
}

/** Photos decoded at once: each 12-megapixel decode holds about 48 MB until it is scaled. */
const decodeAtOnce = 3;

async function scaled(blob: Blob | null, points: number): Promise<PreparedImage | null> {
  if (!blob) return null;
  try {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const header = imageSize(bytes);
    if (header && header.width <= printSizedWidth)
      return { dataUrl: `data:${header.type};base64,${toBase64(bytes)}`, width: header.width, height: header.height };
    const natural = header ?? (await probedSize(blob));
    const size = printSize(natural.width, natural.height, points);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    await drawScaled(context, blob, bytes, size);
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    return { dataUrl: `data:image/jpeg;base64,${toBase64(new Uint8Array(await jpeg.arrayBuffer()))}`, ...size };
  } catch {
    return null;
  }
}

/** `work` over `items`, at most `limit` at a time, results in order. */
async function limited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function render({ data, images }: PrintRequest): Promise<ArrayBuffer> {
  const pdfmake = loadPdfmake();
  // Photos still on this device: the hash of the bytes the server will receive.
  const damages = await Promise.all(
    data.damages.map(async (damage, index) => {
      const image = images.damages[index];
      if (!damage.photo || damage.photo.sha256 || !image || !('bytes' in image)) return damage;
      return { ...damage, photo: { ...damage.photo, sha256: await sha256Hex(image.bytes) } };
    }),
  );
  const jobs: [WorkerImage, number][] = [
    [images.logo, printedWidths.logo],
    [images.main, printedWidths.main],
    ...images.damages.map((image): [WorkerImage, number] => [image, printedWidths.damage]),
    ...images.vehicle.map((image): [WorkerImage, number] => [image, printedWidths.vehicle]),
  ];
  // Every photo fetched at once (print variants are tens of kilobytes); at most three decoded at a time.
  const blobs = await Promise.all(jobs.map(([image]) => (image ? blobOf(image) : null)));
  const done = await limited(
    jobs.map(([, points], index) => [blobs[index] ?? null, points] as const),
    decodeAtOnce,
    ([blob, points]) => scaled(blob, points),
  );
  const [logo = null, main = null] = done;
  const prepared: PreparedImages = { logo, main, damages: done.slice(2, 2 + images.damages.length), vehicle: done.slice(2 + images.damages.length) };
  const document = conditionReportDocument({ ...data, damages }, prepared);
  const bytes = await (await pdfmake).createPdf(document).getBuffer();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

// Loaded as soon as the worker starts (the page starts it before it has the report).
loadPdfmake().catch(() => undefined);

// One document per worker: it ends itself once it has answered, on its own thread (the page
// terminating it tore down pdfmake's heap on the page's thread, a long task as the PDF arrived).
addEventListener('message', (event: MessageEvent<PrintRequest>) => {
  render(event.data)
    .then((pdf) => postMessage({ pdf } satisfies PrintReply, { transfer: [pdf] }))
    .catch((error: unknown) => postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies PrintReply))
    .finally(() => close());
});
