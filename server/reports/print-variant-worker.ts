/**
 * The print-variant worker thread (ADR 0025): decodes, scales and re-encodes one photo per
 * message with `printJpeg`, off the server's event loop. It never touches the disk: the main
 * thread reads the original, sends its bytes (transferred) and writes what comes back.
 * Started through `print-variant-worker.mjs`, which registers tsx first. The main thread imports
 * nothing but types from here.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ownBuffer, printJpeg } from './print-image.ts';

export interface PrintJob {
  id: number;
  bytes: Uint8Array;
  mimeType: string;
  width: number;
}

export interface PrintResult {
  id: number;
  /** The variant's bytes, or null when the original is not a readable JPEG or PNG. */
  jpeg: Uint8Array | null;
}

const port = parentPort;
if (port) {
  // A lower priority: on Linux the nice value is per thread, so this lowers this thread only and
  // the event loop wins the CPU when both want it (a variant is never awaited by a request that
  // could be answered sooner). Nice 10, not 19: at 19 (a tenth of nice 10's CPU weight) six busy
  // processes beside the server starved the thread for minutes, and a print waits for its
  // variants. Elsewhere it may apply to the process or be refused: left as is.
  if (process.platform === 'linux') {
    try {
      setPriority(10);
    } catch {
      // Not allowed here: the thread keeps the process's priority.
    }
  }
  port.on('message', ({ id, bytes, mimeType, width }: PrintJob) => {
    let jpeg: Uint8Array<ArrayBuffer> | null = null;
    try {
      const made = printJpeg(bytes, mimeType, width);
      jpeg = made && ownBuffer(made);
    } catch {
      jpeg = null;
    }
    const result: PrintResult = { id, jpeg };
    port.postMessage(result, jpeg ? [jpeg.buffer] : []);
  });
}
