/**
 * Uploaded image files, checked from their bytes alone (the file name and the declared
 * type are ignored): the format is sniffed (JPEG, PNG or WebP), the dimensions are read
 * from the header and bounded (each side, the pixel count, and the bytes the pixels take
 * decoded: a small file that would decode to gigabytes is refused before anything decodes
 * it), and the file is rebuilt from
 * the parts its image needs, so no metadata is stored (EXIF with GPS, XMP, IPTC, comments,
 * text chunks, thumbnails, private or unknown segments and chunks). Pure TypeScript walkers
 * over the container formats; no pixel is decoded here.
 *
 * What is kept, by an allow-list: in a JPEG the coding segments (frame, scan, tables, restart
 * interval), the JFIF header cut to its 14 fixed bytes without a thumbnail, the ICC colour
 * profile (APP2 ICC_PROFILE), the Adobe segment cut to its 12 fixed bytes (needed to decode
 * CMYK files) and, when the camera recorded a rotation, a new minimal EXIF block holding only
 * the Orientation tag, so a portrait photo from a tablet is still shown upright; in a PNG the
 * critical chunks, transparency and colour chunks, an ICC profile renamed `icc`; in a WebP the
 * image, alpha, animation and ICC chunks. Bytes after the end of the image are dropped.
 */
import { createInflate } from 'node:zlib';
import { crc32 } from '../lib/png.ts';
import { HttpError, badRequest } from '../http/errors.ts';

export const maxImageSide = 10_000;
/**
 * The most pixels an upload may have: 50 megapixels (a 48-megapixel phone photo, 8064 x 6048,
 * passes; a 10000 x 10000 "decompression bomb" does not). The print worker decodes an
 * original once to make its print variant (4 bytes a pixel: at most 200 MB here).
 */
export const maxImagePixels = 50_000_000;
/**
 * The most bytes an upload's pixels may take decoded: width x height x channels x bytes per
 * channel, read from the header (PNG IHDR, JPEG frame, WebP). 200 MB: a 50-megapixel image of
 * 8-bit RGBA, which is what the pixel limit allowed for. Without it a 16-bit PNG under the
 * pixel limit (7000 x 7000, 381 KB) decodes to 392 MB, and the print worker's PNG decoder took
 * 1.4 GB for it (issue 42).
 */
export const maxDecodedBytes = 200_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface CheckedImage {
  kind: ImageKind;
  mimeType: `image/${ImageKind}`;
  extension: 'jpg' | 'png' | 'webp';
  /** As displayed: a JPEG whose EXIF orientation turns it by 90 degrees has its sides swapped. */
  width: number;
  height: number;
  /** The file to store: the input without its metadata. */
  bytes: Uint8Array;
  /** Its pixels decoded, in bytes, and how: channels (colour components, alpha included) and bits per channel. */
  decoded: DecodedSize;
  /** A PNG's compressed pixel data (its IDAT chunks, in order) and the bytes they must inflate to: checked by checkUploadedImage. */
  pngData?: { parts: Uint8Array[]; inflatedBytes: number };
}

export interface DecodedSize {
  bytes: number;
  channels: number;
  bits: number;
}

const unsupported = () => new HttpError(415, 'Only JPEG, PNG and WebP images are accepted');
const damaged = (kind: string) => badRequest(`The ${kind} file is damaged or incomplete`);

/** Checks an uploaded image; 415 for another format, 400 for a damaged file or a side out of bounds, 413 over the pixel limit. */
export function checkImage(input: Uint8Array): CheckedImage {
  const image = startsWith(input, 0, [0xff, 0xd8, 0xff])
    ? jpeg(input)
    : startsWith(input, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      ? png(input)
      : ascii(input, 0, 4) === 'RIFF' && ascii(input, 8, 4) === 'WEBP'
        ? webp(input)
        : null;
  if (!image) throw unsupported();
  const { width, height } = image;
  if (!(width >= 1 && height >= 1 && width <= maxImageSide && height <= maxImageSide)) {
    throw badRequest(`The image must be 1 to ${maxImageSide} pixels on each side; this one is ${width} x ${height}`);
  }
  if (width * height > maxImagePixels) {
    throw new HttpError(
      413,
      `The image may have at most ${maxImagePixels / 1_000_000} megapixels; this one has ${Math.ceil((width * height) / 100_000) / 10} (${width} x ${height})`,
    );
  }
  const { decoded } = image;
  if (decoded.bytes > maxDecodedBytes) {
    throw new HttpError(
      413,
      `The image would take ${Math.ceil(decoded.bytes / 1_000_000)} MB decoded (${width} x ${height}, ${decoded.channels} channels of ${decoded.bits} bits); at most ${maxDecodedBytes / 1_000_000} MB are accepted. Save it with 8 bits per channel, or smaller.`,
    );
  }
  return image;
}

/**
 * Checks an upload (checkImage), then that a PNG's pixel data inflates, whole, to the rows its
 * header promises: a file whose chunks are all well formed may still hold data no decoder can
 * read (not zlib, cut short), and was stored and shown as a broken picture. Streamed through
 * zlib off the event loop, keeping none of the pixels. A JPEG's and a WebP's data are not
 * decoded here (that needs a decoder of each, on every upload).
 */
export async function checkUploadedImage(input: Uint8Array): Promise<CheckedImage> {
  const image = checkImage(input);
  if (image.pngData && !(await inflatesTo(image.pngData.parts, image.pngData.inflatedBytes))) throw damaged('PNG');
  return image;
}

/** Whether zlib data in `parts` inflates without error to at least `bytes` bytes (a decoder ignores any beyond). */
function inflatesTo(parts: readonly Uint8Array[], bytes: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let seen = 0;
    inflate.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen >= bytes) {
        inflate.destroy();
        resolve(true);
      }
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', () => resolve(seen >= bytes));
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}

/** The bytes a PNG's pixel rows take before compression: each row a filter byte and its pixels, over Adam7's seven passes when interlaced. */
function pngRowBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  const passes: [number, number, number, number][] = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return passes.reduce((sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)), 0);
}

/**
 * Whether a stored file may be decoded: its header read as an upload's is (format, sides,
 * pixels, decoded bytes), without rebuilding the file. For a decoder of files already stored
 * (the print variants), so a file stored before a limit existed is not decoded either.
 */
export function withinDecodeLimits(bytes: Uint8Array): boolean {
  try {
    checkImage(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decoded bytes of a `width` x `height` image of `channels` channels of `bits` bits, row by row
 * as decoders hold it (a 12-bit sample takes two bytes, 1 to 4-bit samples are packed).
 */
function decodedSize(width: number, height: number, channels: number, bits: number): DecodedSize {
  const held = bits <= 8 ? bits : 16;
  return { bytes: Math.ceil((width * channels * held) / 8) * height, channels, bits };
}

// ------------------------------------------------------------------ byte helpers

function startsWith(bytes: Uint8Array, at: number, expected: readonly number[]): boolean {
  return expected.every((value, i) => bytes[at + i] === value);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (at + length > bytes.length) return '';
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16);
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) | ((b[at + 3] ?? 0) << 24)) >>> 0;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// ------------------------------------------------------------------ JPEG

/** Start-of-frame markers (every coding process) carry the image size. */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Segments that decode the image: frames, Huffman and arithmetic tables (DHT, DAC), quantisation (DQT), restart interval (DRI), line count (DNL), hierarchical (DHP, EXP), scans. */
const codingSegments = new Set([...startOfFrame, 0xc4, 0xcc, 0xdb, 0xdd, 0xdc, 0xde, 0xdf, 0xda]);

/** The segment as stored, or null when it goes: an allow-list, so private and unknown markers (JPGn 0xF0..0xFD, APPn, COM) never stay. */
function keptJpegSegment(marker: number, data: Uint8Array): Uint8Array | null {
  if (codingSegments.has(marker)) return data;
  // JFIF: version, units, densities; the thumbnail size set to 0 x 0 and anything after it cut.
  if (marker === 0xe0 && ascii(data, 0, 5) === 'JFIF\0' && data.length >= 14) return concat([data.subarray(0, 12), new Uint8Array([0, 0])]);
  if (marker === 0xe2 && ascii(data, 0, 12) === 'ICC_PROFILE\0') return data;
  // Adobe: version, two flag words and the colour transform; nothing after.
  if (marker === 0xee && ascii(data, 0, 5) === 'Adobe' && data.length >= 12) return data.subarray(0, 12);
  return null;
}

function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  const segment = new Uint8Array(4 + data.length);
  segment.set([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff], 0);
  segment.set(data, 4);
  return segment;
}

function jpeg(input: Uint8Array): CheckedImage {
  const out: Uint8Array[] = [input.subarray(0, 2)];
  let size: { width: number; height: number; bits: number; channels: number } | null = null;
  let orientation = 1;
  let pos = 2;
  for (;;) {
    if (input[pos] !== 0xff) throw damaged('JPEG');
    while (input[pos] === 0xff) pos++; // fill bytes before a marker
    const marker = input[pos];
    if (marker === undefined) throw damaged('JPEG');
    pos++;
    if (marker === 0xd9) {
      out.push(new Uint8Array([0xff, 0xd9]));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // restart or TEM outside a scan: no meaning there
    const length = u16be(input, pos);
    const end = pos + length;
    if (length < 2 || end > input.length) throw damaged('JPEG');
    const data = input.subarray(pos + 2, end);
    if (marker === 0xe1 && ascii(data, 0, 6) === 'Exif\0\0') orientation = exifOrientation(data.subarray(6)) ?? orientation;
    if (startOfFrame.has(marker)) {
      if (data.length < 6) throw damaged('JPEG');
      // Precision (8, 12 or 16 bits), lines, samples per line, components.
      size = { height: u16be(data, 1), width: u16be(data, 3), bits: data[0] ?? 8, channels: data[5] ?? 0 };
    }
    const kept = keptJpegSegment(marker, data);
    if (kept) out.push(jpegSegment(marker, kept));
    pos = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      if (!size) throw damaged('JPEG');
      let scan = pos;
      for (;;) {
        if (scan + 1 >= input.length) throw damaged('JPEG');
        if (input[scan] === 0xff) {
          const next = input[scan + 1] ?? 0;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            scan += 2;
            continue;
          }
          if (next !== 0xff) break;
        }
        scan++;
      }
      out.push(input.subarray(pos, scan));
      pos = scan;
    }
  }
  if (!size) throw damaged('JPEG');
  if (orientation !== 1) {
    // Right after SOI, or after the JFIF header when there is one (which must come first).
    const afterJfif = out[1]?.[1] === 0xe0 ? 2 : 1;
    out.splice(afterJfif, 0, orientationSegment(orientation));
  }
  const turned = orientation >= 5;
  return {
    kind: 'jpeg',
    mimeType: 'image/jpeg',
    extension: 'jpg',
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
    bytes: concat(out),
    decoded: decodedSize(size.width, size.height, size.channels, size.bits),
  };
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF structure, when present and valid. */
function exifOrientation(tiff: Uint8Array): number | null {
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const u16 = (at: number) => (order === 'II' ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (order === 'II' ? u32le(tiff, at) : u32be(tiff, at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 EXIF segment with one tag: Orientation. */
function orientationSegment(orientation: number): Uint8Array {
  const segment = new Uint8Array(2 + 2 + 6 + 26);
  const view = new DataView(segment.buffer);
  segment.set([0xff, 0xe1], 0);
  view.setUint16(2, segment.length - 2);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4); // "Exif\0\0"
  const tiff = 10;
  segment.set([0x4d, 0x4d], tiff); // big-endian
  view.setUint16(tiff + 2, 42);
  view.setUint32(tiff + 4, 8); // IFD0 right after the header
  view.setUint16(tiff + 8, 1); // one entry
  view.setUint16(tiff + 10, 0x0112); // Orientation
  view.setUint16(tiff + 12, 3); // SHORT
  view.setUint32(tiff + 14, 1); // count
  view.setUint16(tiff + 18, orientation);
  view.setUint32(tiff + 22, 0); // no next IFD
  return segment;
}

// ------------------------------------------------------------------ PNG

/**
 * The chunks an image needs, or that say how its colours are meant: every other chunk goes,
 * whatever its case (`eXIf`, `exIf`, `tEXt`, `gpSl`, private chunks).
 */
const keptPngChunks = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'cICP']);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** Channels by IHDR colour type: grey, RGB, palette index, grey and alpha, RGBA. */
const pngChannels: Partial<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function png(input: Uint8Array): CheckedImage {
  const out: Uint8Array[] = [input.subarray(0, 8)];
  let pos = 8;
  let size: { width: number; height: number; channels: number; bits: number; interlaced: boolean } | null = null;
  const data: Uint8Array[] = [];
  for (;;) {
    if (pos + 12 > input.length) throw damaged('PNG');
    const length = u32be(input, pos);
    const type = ascii(input, pos + 4, 4);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > input.length || !/^[A-Za-z]{4}$/.test(type)) throw damaged('PNG');
    if (pos === 8) {
      if (type !== 'IHDR' || length !== 13) throw damaged('PNG');
      const channels = pngChannels[input[pos + 17] ?? -1];
      const bits = input[pos + 16] ?? 0;
      if (!channels || ![1, 2, 4, 8, 16].includes(bits)) throw damaged('PNG');
      size = { width: u32be(input, pos + 8), height: u32be(input, pos + 12), channels, bits, interlaced: input[pos + 20] === 1 };
    }
    if (type === 'IDAT') data.push(input.subarray(pos + 8, pos + 8 + length));
    if (type === 'iCCP') {
      // Its profile name is free text (1 to 79 bytes before a NUL): stored as "icc".
      const data = input.subarray(pos + 8, pos + 8 + length);
      const nul = data.indexOf(0);
      if (nul < 1 || nul > 79) throw damaged('PNG');
      out.push(pngChunk('iCCP', concat([new TextEncoder().encode('icc'), data.subarray(nul)])));
    } else if (keptPngChunks.has(type)) {
      out.push(input.subarray(pos, end));
    } else if (type.charCodeAt(0) < 0x61) {
      // A critical chunk (upper-case first letter) that no decoder knows: the image cannot be shown.
      throw damaged('PNG');
    }
    pos = end;
    if (type === 'IEND') break;
  }
  if (!size || data.length === 0) throw damaged('PNG');
  const { width, height, channels, bits, interlaced } = size;
  return {
    kind: 'png',
    mimeType: 'image/png',
    extension: 'png',
    width,
    height,
    bytes: concat(out),
    decoded: decodedSize(width, height, channels, bits),
    pngData: { parts: data, inflatedBytes: pngRowBytes(width, height, channels * bits, interlaced) },
  };
}

// ------------------------------------------------------------------ WebP

/** The image, its alpha, animation and colour profile; EXIF, XMP and unknown chunks go. */
const keptWebpChunks = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

function webp(input: Uint8Array): CheckedImage {
  const riffEnd = 8 + u32le(input, 4);
  if (riffEnd > input.length || riffEnd < 20) throw damaged('WebP');
  const chunks: Uint8Array[] = [];
  let size: { width: number; height: number; channels: number } | null = null;
  let extended: Uint8Array | null = null;
  let pos = 12;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) throw damaged('WebP');
    const type = ascii(input, pos, 4);
    const length = u32le(input, pos + 4);
    const end = pos + 8 + length + (length % 2);
    if (end > riffEnd) throw damaged('WebP');
    const data = input.subarray(pos + 8, pos + 8 + length);
    if (pos === 12) size = webpSize(type, data);
    if (!keptWebpChunks.has(type)) {
      pos = end;
      continue;
    }
    const chunk = input.slice(pos, end);
    if (type === 'VP8X') extended = chunk;
    chunks.push(chunk);
    pos = end;
  }
  if (!size) throw damaged('WebP');
  // The extended header announces metadata chunks by flag: clear the EXIF and XMP flags.
  if (extended) extended[8] = (extended[8] ?? 0) & ~0x0c;
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(input.subarray(0, 4), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(input.subarray(8, 12), 8);
  const { width, height, channels } = size;
  return {
    kind: 'webp',
    mimeType: 'image/webp',
    extension: 'webp',
    width,
    height,
    bytes: concat([header, body]),
    decoded: decodedSize(width, height, channels, 8),
  };
}

/** The size and channels (RGB, or RGBA with alpha) a WebP decodes to. */
function webpSize(type: string, data: Uint8Array): { width: number; height: number; channels: number } | null {
  if (type === 'VP8X' && data.length >= 10) return { width: 1 + u24le(data, 4), height: 1 + u24le(data, 7), channels: (data[0] ?? 0) & 0x10 ? 4 : 3 };
  if (type === 'VP8 ' && data.length >= 10 && startsWith(data, 3, [0x9d, 0x01, 0x2a])) {
    return { width: u16le(data, 6) & 0x3fff, height: u16le(data, 8) & 0x3fff, channels: 3 };
  }
  if (type === 'VP8L' && data.length >= 5 && data[0] === 0x2f) {
    const bits = u32le(data, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, channels: 4 };
  }
  return null;
}
