/**
 * Image files for the upload tests: a real 6 x 4 JPEG and WebP (encoded by Chromium's canvas),
 * a PNG from the seed's encoder, and helpers that wrap them in the metadata a phone camera adds
 * (EXIF with orientation and a GPS position, XMP, IPTC, comments, bytes after the image).
 */
import { createRaster, encodePng, fill } from '../lib/png.ts';

const fromBase64 = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

export const smallJpeg = (): Uint8Array =>
  fromBase64(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAA' +
      'ABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1' +
      'AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAP' +
      'KnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/' +
      '2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi' +
      '9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAYDASIAAhEBAxEB/8QAFQABAQAA' +
      'AAAAAAAAAAAAAAAAAAX/xAAXEAADAQAAAAAAAAAAAAAAAAAAAQIR/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAXEQEBAQEAAAAAAAAAAAAAAA' +
      'ABABEC/9oADAMBAAIRAxEAPwCdMqFkrEAAivTrUYAYX//Z',
  );

export const smallWebp = (): Uint8Array =>
  fromBase64(
    'UklGRigCAABXRUJQVlA4WAoAAAAgAAAABQAAAwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAA' +
      'ABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1' +
      'AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAP' +
      'KnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZW' +
      'UDggOgAAAPABAJ0BKgYABAACwEwlsAJ0ugACuiwNAAD+3PLZW7mI6iUqY4p0PfED0f/y4Xcjujpw72G+w3poAAA=',
  );

export function smallPng(width = 3, height = 2): Uint8Array {
  const raster = createRaster(width, height, [200, 40, 40, 255]);
  fill(raster, [40, 40, 200, 255], (x, y) => x === 0 && y === 0);
  return Uint8Array.from(encodePng(raster));
}

const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array {
  return Uint8Array.from(Buffer.concat(parts));
}

function u16(value: number): Uint8Array {
  return new Uint8Array([(value >> 8) & 0xff, value & 0xff]);
}

function u32(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  return concat(new Uint8Array([0xff, marker]), u16(data.length + 2), data);
}

/** EXIF (big-endian TIFF): IFD0 with Orientation and a pointer to a GPS IFD holding a latitude reference. */
export function exifBlock(orientation: number): Uint8Array {
  const ifd0 = concat(u16(2), concat(u16(0x0112), u16(3), u32(1), u16(orientation), u16(0)), concat(u16(0x8825), u16(4), u32(1), u32(38)), u32(0));
  const gps = concat(u16(1), concat(u16(0x0001), u16(2), u32(2), text('N\0'), u16(0)), u32(0));
  return concat(text('Exif\0\0'), text('MM'), u16(42), u32(8), ifd0, gps, text('GPS 33.0N 97.0W'));
}

/** The JPEG with camera metadata after its JFIF header, and junk after its end. */
export function jpegWithMetadata(orientation = 6): Uint8Array {
  const jpeg = smallJpeg();
  const jfifEnd = 4 + ((jpeg[4] ?? 0) << 8) + (jpeg[5] ?? 0);
  return concat(
    jpeg.subarray(0, jfifEnd),
    jpegSegment(0xe1, exifBlock(orientation)),
    jpegSegment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPSLatitude</x:xmpmeta>')),
    jpegSegment(0xed, text('Photoshop 3.0\0IPTC city')),
    jpegSegment(0xfe, text('secret comment')),
    jpeg.subarray(jfifEnd),
    text('TRAILER'),
  );
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  // The CRC is not checked by the walker; a zero CRC keeps the helper small.
  return concat(u32(data.length), text(type), data, u32(0));
}

/** The PNG with text, EXIF and time chunks before its image data, and junk after IEND. */
export function pngWithMetadata(): Uint8Array {
  const png = smallPng();
  const afterHeader = 8 + 25;
  return concat(
    png.subarray(0, afterHeader),
    pngChunk('tEXt', text('Comment\0GPS 33.0N')),
    pngChunk('iTXt', text('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
    pngChunk('eXIf', exifBlock(1).subarray(6)),
    pngChunk('tIME', new Uint8Array(7)),
    png.subarray(afterHeader),
    text('TRAILER'),
  );
}

/** The WebP with EXIF and XMP chunks announced in its VP8X flags. */
export function webpWithMetadata(): Uint8Array {
  const webp = smallWebp();
  const riff = (data: Uint8Array) => {
    const size = new Uint8Array(4);
    new DataView(size.buffer).setUint32(0, data.length + 4, true);
    return concat(text('RIFF'), size, text('WEBP'), data);
  };
  const chunk = (type: string, data: Uint8Array) => {
    const size = new Uint8Array(4);
    new DataView(size.buffer).setUint32(0, data.length, true);
    return concat(text(type), size, data, data.length % 2 ? new Uint8Array(1) : new Uint8Array(0));
  };
  const body = Uint8Array.from(webp.subarray(12));
  body[8] = (body[8] ?? 0) | 0x0c;
  return riff(concat(body, chunk('EXIF', exifBlock(1).subarray(6)), chunk('XMP ', text('<x:xmpmeta>GPS</x:xmpmeta>'))));
}

/** A minimal lossless WebP header claiming the given size (enough for the size check). */
export function webpLosslessHeader(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const data = new Uint8Array([0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff, 0]);
  const chunk = concat(text('VP8L'), new Uint8Array([data.length, 0, 0, 0]), data);
  const size = new Uint8Array(4);
  new DataView(size.buffer).setUint32(0, chunk.length + 4, true);
  return concat(text('RIFF'), size, text('WEBP'), chunk);
}

/**
 * What the attack on the server uploaded (issue 15), each kept by the first metadata stripper:
 * a JPEG whose JFIF header carries a thumbnail and a comment after its fixed bytes, a JPG0
 * (0xF0) extension segment, a JFXX header and a long Adobe segment; a PNG with private and
 * mis-cased chunks (`gpSl`, `exIf`), a named ICC profile and a pixel density.
 */
export function jpegCrafted(): Uint8Array {
  const jpeg = smallJpeg();
  const jfifEnd = 4 + ((jpeg[4] ?? 0) << 8) + (jpeg[5] ?? 0);
  const jfif = Uint8Array.from(jpeg.subarray(4 + 2, jfifEnd));
  jfif[12] = 1; // a 1 x 1 thumbnail follows
  jfif[13] = 1;
  return concat(
    jpeg.subarray(0, 2),
    jpegSegment(0xe0, concat(jfif, new Uint8Array([1, 2, 3]), text('JFIF comment: GPS 33.0N 97.0W'))),
    jpegSegment(0xe0, concat(text('JFXX\0'), new Uint8Array([0x10]), text('thumbnail of the owner'))),
    jpegSegment(0xf0, text('JPG0 extension: owner Jane Doe')),
    jpeg.subarray(jfifEnd),
  );
}

export function pngCrafted(): Uint8Array {
  const png = smallPng();
  const afterHeader = 8 + 25;
  return concat(
    png.subarray(0, afterHeader),
    pngChunk('gpSl', text('GPS 33.0N 97.0W')),
    pngChunk('exIf', exifBlock(1).subarray(6)),
    pngChunk('pHYs', new Uint8Array(9)),
    png.subarray(afterHeader),
  );
}

/** A PNG with an ICC profile chunk named by the camera's owner. */
export function pngWithNamedProfile(): Uint8Array {
  const png = smallPng();
  const afterHeader = 8 + 25;
  return concat(
    png.subarray(0, afterHeader),
    pngChunk('iCCP', concat(text('Jane Doe, GPS 33.0N\0'), new Uint8Array([0, 0x78, 0x9c, 3, 0, 0, 0, 0, 1]))),
    png.subarray(afterHeader),
  );
}

/**
 * The first bytes of a PNG claiming the given size: a signature, its IHDR, one tiny IDAT and IEND
 * (a "decompression bomb" header); 8-bit RGBA unless a bit depth and colour type are given.
 */
export function pngHeader(width: number, height: number, bitDepth = 8, colourType = 6): Uint8Array {
  const ihdr = concat(u32(width), u32(height), new Uint8Array([bitDepth, colourType, 0, 0, 0]));
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', new Uint8Array([0x78, 0x9c, 3, 0])),
    pngChunk('IEND', new Uint8Array(0)),
  );
}

/** The small JPEG with its frame header claiming the given size (the scan stays the small one's). */
export function jpegClaiming(width: number, height: number): Uint8Array {
  const jpeg = Uint8Array.from(smallJpeg());
  const sof = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xc0]));
  new DataView(jpeg.buffer).setUint16(sof + 5, height);
  new DataView(jpeg.buffer).setUint16(sof + 7, width);
  return jpeg;
}
