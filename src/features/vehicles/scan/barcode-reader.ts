/**
 * The VIN scanner's barcode reader (issue 41, ADR 0092): the browser's own `BarcodeDetector`
 * where it reads the four symbologies a VIN label is printed in (Code 39, Code 128, Data Matrix,
 * QR), else the `barcode-detector` ponyfill, which runs ZXing compiled to WebAssembly (WebKit,
 * Firefox, Chromium on Linux and Windows).
 *
 * The ponyfill's .wasm is this build's own file (Vite's `?url`: a hashed asset of our origin,
 * which the service worker precaches), never zxing-wasm's default CDN address: scanning works
 * offline and asks no third party. The ponyfill's JavaScript is a chunk of its own, imported only
 * when the browser has no reader of its own.
 *
 * A browser with a reader of its own uses it; the tests that must see the ponyfill there delete
 * `window.BarcodeDetector` before the app starts.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The symbologies of VIN labels: Code 39 (most door jambs), Code 128, Data Matrix and QR. */
export const vinFormats = ['code_39', 'code_128', 'data_matrix', 'qr_code'] as const;

/** What a reader is given: the camera's <video>, or a still image (WebKit's proof, tests). */
export type BarcodeSource = HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | ImageBitmap | ImageData | Blob;

export interface BarcodeReader {
  /** Which reader: the browser's own, or ZXing's WebAssembly. */
  kind: 'native' | 'zxing';
  /** The text of each barcode found in the source (none: an empty list). */
  read(source: BarcodeSource): Promise<string[]>;
}

interface Detector {
  detect(source: BarcodeSource): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

function readerOf(kind: BarcodeReader['kind'], detector: Detector): BarcodeReader {
  return { kind, read: async (source) => (await detector.detect(source)).map((barcode) => barcode.rawValue) };
}

/** The browser's BarcodeDetector, when it has one that reads all four symbologies. */
async function nativeReader(): Promise<BarcodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (typeof Native !== 'function') return null;
  try {
    const supported = await Native.getSupportedFormats();
    // One that lacks a symbology (Data Matrix, say) would miss some labels: ZXing reads them all.
    if (!vinFormats.every((format) => supported.includes(format))) return null;
    return readerOf('native', new Native({ formats: [...vinFormats] }));
  } catch {
    return null;
  }
}

/**
 * Where ZXing's module finds its .wasm: this build's file. One object for the page's life: the
 * ponyfill compares the overrides it is given with the last ones and, when they differ, drops
 * the compiled module and loads it again; the same object keeps the first scan's for the next.
 */
const zxingOverrides = { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) };

/** ZXing's WebAssembly through the ponyfill, its .wasm loaded from this origin; rejects when the .wasm cannot be had (offline before it was precached). */
export async function zxingReader(): Promise<BarcodeReader> {
  const { BarcodeDetector, prepareZXingModule, purgeZXingModule } = await import('barcode-detector/ponyfill');
  // Loaded and compiled now, while the camera starts, rather than at the first frame.
  try {
    await prepareZXingModule({ overrides: zxingOverrides, fireImmediately: true });
  } catch (error) {
    // The ponyfill keeps the failed load; the next scan (the connection back) tries again.
    purgeZXingModule();
    throw error;
  }
  return readerOf('zxing', new BarcodeDetector({ formats: [...vinFormats] }));
}

/** The reader this browser scans with: its own when it has a full one, else ZXing's. */
export async function barcodeReader(): Promise<BarcodeReader> {
  return (await nativeReader()) ?? zxingReader();
}
