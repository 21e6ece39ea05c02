/**
 * Photos scaled to their printed size before they go into a PDF (ADR 0021): about 150 dpi at
 * the width the document prints them, re-encoded as JPEG on white, so a report of many
 * 12-megapixel photos stays a few hundred kilobytes. JPEG (jpeg-js) and PNG (pngjs) are read;
 * anything else is left out (the document says the photo is not available).
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { PreparedImage } from '../../src/contract/condition-report.ts';
import { withinDecodeLimits } from '../media/image-file.ts';

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const maxMemoryMb = 512;

/** The photo's pixels; null for a file it cannot read, or one that would decode to more than uploads may (stored before that bound, ADR 0068). */
function decode(bytes: Uint8Array, mimeType: string): Rgba | null {
  if (!withinDecodeLimits(bytes)) return null;
  try {
    if (mimeType === 'image/jpeg') return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: maxMemoryMb });
    if (mimeType === 'image/png') {
      const png = PNG.sync.read(Buffer.from(bytes));
      return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length) };
    }
  } catch {
    return null;
  }
  return null;
}

/** Area-average downscale (each target pixel is the mean of the source pixels it covers), composited on white. */
export function scaleRgba(source: Rgba, width: number, height: number): Rgba {
  const out = new Uint8Array(width * height * 4);
  const sx = source.width / width;
  const sy = source.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.min(source.height, Math.floor((y + 1) * sy)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.min(source.width, Math.floor((x + 1) * sx)));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let yy = y0; yy < y1; yy++) {
        let i = (yy * source.width + x0) * 4;
        for (let xx = x0; xx < x1; xx++, i += 4) {
          const a = source.data[i + 3]! / 255;
          r += source.data[i]! * a + 255 * (1 - a);
          g += source.data[i + 1]! * a + 255 * (1 - a);
          b += source.data[i + 2]! * a + 255 * (1 - a);
          n++;
        }
      }
      const o = (y * width + x) * 4;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

/** The photo as JPEG bytes at most `pixels` wide (never enlarged); null when it cannot be read. */
export function printJpeg(bytes: Uint8Array, mimeType: string, pixels: number): Uint8Array | null {
  const decoded = decode(bytes, mimeType);
  if (!decoded || decoded.width < 1 || decoded.height < 1) return null;
  const width = Math.min(decoded.width, pixels);
  const scaled = scaleRgba(decoded, width, Math.max(1, Math.round((decoded.height * width) / decoded.width)));
  return new Uint8Array(jpeg.encode({ width: scaled.width, height: scaled.height, data: scaled.data }, 80).data);
}

/** A view on the whole of its own ArrayBuffer, so the buffer can be transferred to another thread without taking a pool's neighbours with it. */
export function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}

/** JPEG bytes as the data URL pdfmake embeds. */
export const jpegDataUrl = (bytes: Uint8Array): PreparedImage => ({ dataUrl: `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}` });
