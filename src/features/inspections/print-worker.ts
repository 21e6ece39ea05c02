/**
 * The printable report's worker (ADR 0021): loads each photo, scales it to about 150 dpi at
 * the size the document prints it (createImageBitmap + OffscreenCanvas, JPEG), takes the
 * SHA-256 of photos still on this device, builds the document (src/contract/condition-report.ts)
 * and renders it with pdfmake and the standard Helvetica font. pdfmake is imported here, on
 * first use, so it never loads outside the print route, and no step runs on the page's thread.
 */
import type pdfmakeModule from 'pdfmake/build/pdfmake';
import { conditionReportDocument, printedWidths, printSize, type PreparedImage, type PreparedImages } from '../../contract/condition-report';
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

async function scaled(image: WorkerImage, points: number): Promise<PreparedImage | null> {
  if (!image) return null;
  const blob = await blobOf(image);
  if (!blob) return null;
  try {
    const full = await createImageBitmap(blob);
    const size = printSize(full.width, full.height, points);
    full.close();
    // Decoding straight to the printed size keeps a 12-megapixel photo out of memory.
    const bitmap = await createImageBitmap(blob, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    return { dataUrl: `data:image/jpeg;base64,${toBase64(new Uint8Array(await jpeg.arrayBuffer()))}` };
  } catch {
    return null;
  }
}

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function render({ data, images }: PrintRequest): Promise<ArrayBuffer> {
  const pdfmake = loadPdfmake();
  // Photos still on this device: the hash of the bytes the server will receive.
  const damages = await Promise.all(
    data.damages.map(async (damage, index) => {
      const image = images.damages[index];
      if (!damage.photo || damage.photo.sha256 || !image || !('bytes' in image)) return damage;
      return { ...damage, photo: { ...damage.photo, sha256: await sha256(image.bytes) } };
    }),
  );
  const all = (list: readonly WorkerImage[], points: number) => Promise.all(list.map((image) => scaled(image, points)));
  const [logo, main, vehicle, damagePhotos] = await Promise.all([
    scaled(images.logo, printedWidths.logo),
    scaled(images.main, printedWidths.main),
    all(images.vehicle, printedWidths.vehicle),
    all(images.damages, printedWidths.damage),
  ]);
  const prepared: PreparedImages = { logo, main, vehicle, damages: damagePhotos };
  const document = conditionReportDocument({ ...data, damages }, prepared);
  const bytes = await (await pdfmake).createPdf(document).getBuffer();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

addEventListener('message', (event: MessageEvent<PrintRequest>) => {
  render(event.data)
    .then((pdf) => postMessage({ pdf } satisfies PrintReply, { transfer: [pdf] }))
    .catch((error: unknown) => postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies PrintReply));
});
