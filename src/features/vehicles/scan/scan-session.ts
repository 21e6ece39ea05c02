/**
 * One scan (issue 41, ADR 0092): the rear camera into a <video>, each new frame read by the
 * barcode reader, every value read checked by the contract's VIN rule. A valid VIN ends the scan
 * and is handed on; a misread (a wrong length, an I, O or Q, a check digit that does not match)
 * is said and the scan goes on: a misread never reaches the lookup, so it never opens a vehicle.
 *
 * React-free: the dialog starts one and stops it when it closes, which stops the camera.
 */
import { parseVin } from '@/contract/vin';
import { barcodeReader, type BarcodeReader } from './barcode-reader';

export type ScanState =
  | { kind: 'starting' }
  /** The preview shows; `misread` is why the last barcode read was not taken. */
  | { kind: 'scanning'; reader: BarcodeReader['kind']; misread: string | null }
  /** The camera was refused (by the user or the site's settings). */
  | { kind: 'refused' }
  /** No camera: none on the device, none the browser may use, or no camera API at all. */
  | { kind: 'no-camera'; insecure: boolean }
  /** A camera that would not start (in use by another app), or a reader that would not load. */
  | { kind: 'failed'; what: 'camera' | 'reader'; detail: string };

export interface ScanOptions {
  video: HTMLVideoElement;
  onState: (state: ScanState) => void;
  /** A valid VIN, once: the scan has stopped and the camera is off. */
  onVin: (vin: string) => void;
  /** The reader to use (tests); by default the browser's own or ZXing's. */
  reader?: () => Promise<BarcodeReader>;
}

/** The rear camera, as large as it gives (a VIN's Code 39 is long and thin). */
export const cameraConstraints: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

function cameraProblem(error: unknown): ScanState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return { kind: 'refused' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return { kind: 'no-camera', insecure: false };
  return { kind: 'failed', what: 'camera', detail: error instanceof Error ? error.message || error.name : String(error) };
}

/** Resolves at the video's next frame (requestVideoFrameCallback where there is one, else the next animation frame). */
function nextFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    if (typeof video.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback(() => resolve());
    else requestAnimationFrame(() => resolve());
  });
}

/** Starts a scan; the function it returns stops it (the camera's tracks, the loop), at any moment, more than once. */
export function startScan({ video, onState, onVin, reader = barcodeReader }: ScanOptions): () => void {
  let stopped = false;
  let stream: MediaStream | null = null;
  const stop = () => {
    stopped = true;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
  };

  const run = async () => {
    onState({ kind: 'starting' });
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (typeof media?.getUserMedia !== 'function') {
      onState({ kind: 'no-camera', insecure: !window.isSecureContext });
      return;
    }
    // The reader loads (ZXing: its chunk and its .wasm) while the camera starts.
    const loading = reader();
    loading.catch(() => undefined);
    let opened: MediaStream;
    try {
      opened = await media.getUserMedia(cameraConstraints);
    } catch (error) {
      if (!stopped) onState(cameraProblem(error));
      return;
    }
    if (stopped) {
      for (const track of opened.getTracks()) track.stop();
      return;
    }
    stream = opened;
    video.srcObject = opened;
    // Muted and inline, it may play without a tap (autoplay), in WebKit too.
    video.play().catch(() => undefined);
    let read: BarcodeReader;
    try {
      read = await loading;
    } catch (error) {
      stop();
      onState({ kind: 'failed', what: 'reader', detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (stopped) return;
    let misread: string | null = null;
    onState({ kind: 'scanning', reader: read.kind, misread });
    while (!stopped) {
      await nextFrame(video);
      if (stopped || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) continue;
      let values: string[];
      try {
        values = await read.read(video);
      } catch {
        // A frame the reader could not take (the video resizing as the camera settles): the next one.
        continue;
      }
      if (stopped) return;
      const found = vinAmong(values);
      if (found?.vin !== undefined) {
        stop();
        onVin(found.vin);
        return;
      }
      if (found && found.misread !== misread) {
        misread = found.misread;
        onState({ kind: 'scanning', reader: read.kind, misread });
      }
    }
  };
  void run();
  return stop;
}

/** What the barcodes read say: a valid VIN, or why the barcode read is not one (a misread). */
export type VinRead = { vin: string; misread?: undefined } | { vin?: undefined; misread: string };

/** What the barcodes read say: a valid VIN (the first), else why the first is not one (a misread), else null (none read). */
export function vinAmong(values: readonly string[]): VinRead | null {
  for (const value of values) {
    const parsed = parseVin(value);
    if (parsed.ok) return { vin: parsed.vin };
  }
  const [first] = values;
  if (first === undefined) return null;
  const parsed = parseVin(first);
  return parsed.ok ? { vin: parsed.vin } : { misread: parsed.message };
}

/**
 * A photo of the label (a file, or what the device's camera app took): its VIN, why the barcode
 * in it is not one, or null when it shows none. Where the browser may not open the camera itself
 * (refused, none, iPadOS in some settings), the camera app still takes a photo.
 */
export async function readVinFromPhoto(photo: Blob, reader: () => Promise<BarcodeReader> = barcodeReader): Promise<VinRead | null> {
  const read = await reader();
  const bitmap = await createImageBitmap(photo);
  try {
    return vinAmong(await read.read(bitmap));
  } finally {
    bitmap.close();
  }
}
