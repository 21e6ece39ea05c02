/** Uploaded images: sniffed from the bytes, sized from the header, stored without metadata. */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { crc32 } from '../lib/png.ts';
import { checkImage, checkUploadedImage, maxDecodedBytes, maxImagePixels, withinDecodeLimits } from './image-file.ts';
import {
  jpegClaiming,
  jpegCrafted,
  jpegWithMetadata,
  pngCrafted,
  pngHeader,
  pngWithMetadata,
  pngWithNamedProfile,
  smallJpeg,
  smallPng,
  smallWebp,
  webpLosslessHeader,
  webpWithMetadata,
} from './test-images.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function refusal(bytes: Uint8Array): HttpError {
  try {
    checkImage(bytes);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkImage: formats and sizes', () => {
  it('recognises JPEG, PNG and WebP from their bytes with their sizes', () => {
    expect(checkImage(smallJpeg())).toMatchObject({ kind: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', width: 6, height: 4 });
    expect(checkImage(smallPng(3, 2))).toMatchObject({ kind: 'png', mimeType: 'image/png', extension: 'png', width: 3, height: 2 });
    expect(checkImage(smallWebp())).toMatchObject({ kind: 'webp', mimeType: 'image/webp', extension: 'webp', width: 6, height: 4 });
    expect(checkImage(webpLosslessHeader(640, 480))).toMatchObject({ kind: 'webp', width: 640, height: 480 });
  });

  it('leaves a file without metadata as it is', () => {
    expect(checkImage(smallJpeg()).bytes).toEqual(smallJpeg());
    expect(checkImage(smallPng()).bytes).toEqual(smallPng());
    expect(checkImage(smallWebp()).bytes).toEqual(smallWebp());
  });

  it('refuses other formats with 415, whatever they claim to be', () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const bytes of [gif, html, svg, new Uint8Array(0)]) {
      const error = refusal(bytes);
      expect(error.status).toBe(415);
      expect(error.message).toBe('Only JPEG, PNG and WebP images are accepted');
    }
  });

  it('refuses damaged or truncated files with 400', () => {
    const jpeg = smallJpeg();
    expect(refusal(jpeg.subarray(0, jpeg.length - 40)).message).toBe('The JPEG file is damaged or incomplete');
    expect(refusal(jpeg.subarray(0, 300)).status).toBe(400);
    const png = smallPng();
    expect(refusal(png.subarray(0, png.length - 12)).message).toBe('The PNG file is damaged or incomplete');
    expect(refusal(smallWebp().subarray(0, 40)).message).toBe('The WebP file is damaged or incomplete');
  });

  it('bounds each side to 1..10000 pixels', () => {
    expect(refusal(webpLosslessHeader(10_001, 10)).message).toBe('The image must be 1 to 10000 pixels on each side; this one is 10001 x 10');
    expect(checkImage(webpLosslessHeader(10_000, 10))).toMatchObject({ width: 10_000, height: 10 });
    const png = Uint8Array.from(smallPng());
    new DataView(png.buffer).setUint32(16, 0); // IHDR width
    expect(refusal(png).message).toBe('The image must be 1 to 10000 pixels on each side; this one is 0 x 2');
    const jpeg = Uint8Array.from(smallJpeg());
    const sof = latin1(jpeg).indexOf('\xff\xc0');
    new DataView(jpeg.buffer).setUint16(sof + 5, 20_000); // frame height
    expect(refusal(jpeg).status).toBe(400);
  });
});

describe('checkImage: the pixel limit, read from the header before anything decodes', () => {
  it('refuses a 10000 x 10000 decompression bomb in every format with 413, whatever its file size', () => {
    for (const bomb of [pngHeader(10_000, 10_000), jpegClaiming(10_000, 10_000), webpLosslessHeader(10_000, 10_000)]) {
      expect(bomb.length).toBeLessThan(2_000);
      const error = refusal(bomb);
      expect(error.status).toBe(413);
      expect(error.message).toBe('The image may have at most 50 megapixels; this one has 100 (10000 x 10000)');
    }
  });

  it('takes a 48-megapixel phone photo and refuses one pixel row over the limit', () => {
    expect(maxImagePixels).toBe(50_000_000);
    expect(checkImage(jpegClaiming(8064, 6048))).toMatchObject({ width: 8064, height: 6048 });
    expect(checkImage(pngHeader(10_000, 5000))).toMatchObject({ width: 10_000, height: 5000 });
    expect(refusal(pngHeader(10_000, 5001)).message).toBe('The image may have at most 50 megapixels; this one has 50.1 (10000 x 5001)');
  });
});

describe('checkImage: the decoded size, read from the header before anything decodes', () => {
  it('refuses a 7000 x 7000 PNG of 16 bits a channel (under the pixel limit, 392 MB decoded) with 413 that says why', () => {
    const bomb = pngHeader(7000, 7000, 16, 6);
    expect(bomb.length).toBeLessThan(2_000);
    const error = refusal(bomb);
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      'The image would take 392 MB decoded (7000 x 7000, 4 channels of 16 bits); at most 200 MB are accepted. Save it with 8 bits per channel, or smaller.',
    );
    expect(refusal(pngHeader(7000, 7000, 16, 2)).message).toMatch(/^The image would take 294 MB decoded \(7000 x 7000, 3 channels of 16 bits\)/);
    // A 12-bit, four-component JPEG of 48 megapixels: two bytes a sample.
    const jpeg = jpegClaiming(8064, 6048);
    const sof = latin1(jpeg).indexOf('\xff\xc0');
    jpeg[sof + 4] = 12;
    jpeg[sof + 9] = 4;
    expect(refusal(jpeg).message).toMatch(/^The image would take 391 MB decoded \(8064 x 6048, 4 channels of 12 bits\)/);
  });

  it('takes what a phone or a screen makes: 8 bits a channel up to the pixel limit, 16 bits where small enough', () => {
    expect(maxDecodedBytes).toBe(200_000_000);
    expect(checkImage(pngHeader(10_000, 5000)).decoded).toEqual({ bytes: 200_000_000, channels: 4, bits: 8 });
    expect(checkImage(jpegClaiming(8064, 6048)).decoded).toEqual({ bytes: 8064 * 6048 * 3, channels: 3, bits: 8 });
    expect(checkImage(pngHeader(5000, 5000, 16, 6)).decoded.bytes).toBe(200_000_000);
    expect(checkImage(pngHeader(10_000, 5000, 1, 0)).decoded.bytes).toBe(1250 * 5000);
    expect(checkImage(webpLosslessHeader(10_000, 5000)).decoded).toEqual({ bytes: 200_000_000, channels: 4, bits: 8 });
  });

  it('tells a decoder of stored files which it may decode', () => {
    expect(withinDecodeLimits(smallPng())).toBe(true);
    expect(withinDecodeLimits(smallJpeg())).toBe(true);
    expect(withinDecodeLimits(pngHeader(7000, 7000, 16, 6))).toBe(false);
    expect(withinDecodeLimits(pngHeader(10_000, 10_000))).toBe(false);
    expect(withinDecodeLimits(new Uint8Array([1, 2, 3]))).toBe(false);
  });

  it('refuses a PNG whose header names no valid colour type or bit depth as damaged', () => {
    expect(refusal(pngHeader(10, 10, 8, 5)).message).toBe('The PNG file is damaged or incomplete');
    expect(refusal(pngHeader(10, 10, 3, 6)).message).toBe('The PNG file is damaged or incomplete');
  });
});

describe('checkImage: metadata', () => {
  it('keeps only what a JPEG needs: no JFIF thumbnail or comment, no JFXX, no JPGn (0xF0) segment', () => {
    const crafted = jpegCrafted();
    expect(latin1(crafted)).toContain('JFIF comment');
    const checked = checkImage(crafted);
    const text = latin1(checked.bytes);
    for (const gone of ['JFIF comment', 'JFXX', 'JPG0', 'Jane Doe', '\xff\xf0']) expect(text).not.toContain(gone);
    expect(checked.bytes).toEqual(smallJpeg());
  });

  it('keeps only the chunks a PNG needs: no private or mis-cased chunk (gpSl, exIf), no pixel density', () => {
    expect(checkImage(pngCrafted()).bytes).toEqual(smallPng());
  });

  it('renames a PNG ICC profile to "icc", with a valid CRC', () => {
    const checked = checkImage(pngWithNamedProfile()).bytes;
    const text = latin1(checked);
    expect(text).not.toContain('Jane Doe');
    const at = text.indexOf('iCCP');
    const length = new DataView(checked.buffer, checked.byteOffset).getUint32(at - 4);
    expect(text.slice(at + 4, at + 8)).toBe('icc\0');
    expect(new DataView(checked.buffer, checked.byteOffset).getUint32(at + 4 + length)).toBe(crc32(checked.subarray(at, at + 4 + length)));
  });

  it('refuses a PNG with a critical chunk no decoder knows', () => {
    const png = Uint8Array.from(pngCrafted());
    const at = latin1(png).indexOf('gpSl');
    png[at] = 'G'.charCodeAt(0);
    expect(refusal(png).message).toBe('The PNG file is damaged or incomplete');
  });

  it('strips EXIF (GPS), XMP, IPTC, comments and trailing bytes from a JPEG, keeping its orientation', () => {
    const checked = checkImage(jpegWithMetadata(6));
    const text = latin1(checked.bytes);
    for (const gone of ['GPS', 'xmpmeta', 'Photoshop', 'IPTC', 'secret comment', 'TRAILER']) expect(text).not.toContain(gone);
    expect(text.split('Exif').length - 1).toBe(1);
    expect(text).toContain('JFIF');
    expect(text).toContain('ICC_PROFILE');
    expect(text.endsWith('\xff\xd9')).toBe(true);
    // Orientation 6 (turned 90 degrees): shown 4 wide and 6 high.
    expect(checked).toMatchObject({ width: 4, height: 6 });
    // The image data itself is untouched: stripping the kept EXIF gives back the original file.
    const exifAt = text.indexOf('\xff\xe1');
    const withoutExif = Buffer.concat([checked.bytes.subarray(0, exifAt), checked.bytes.subarray(exifAt + 36)]);
    expect(Uint8Array.from(withoutExif)).toEqual(smallJpeg());
    expect(checkImage(checked.bytes)).toMatchObject({ width: 4, height: 6 });
  });

  it('adds no EXIF block when the camera recorded no rotation', () => {
    const checked = checkImage(jpegWithMetadata(1));
    expect(checked.bytes).toEqual(smallJpeg());
    expect(checked).toMatchObject({ width: 6, height: 4 });
  });

  it('drops text, EXIF and time chunks from a PNG and anything after IEND', () => {
    const checked = checkImage(pngWithMetadata());
    expect(checked.bytes).toEqual(smallPng());
    expect(checked).toMatchObject({ width: 3, height: 2 });
  });

  it('drops EXIF and XMP chunks from a WebP and clears their flags', () => {
    const checked = checkImage(webpWithMetadata());
    expect(checked.bytes).toEqual(smallWebp());
  });
});

describe('checkUploadedImage: a PNG’s pixel data', () => {
  /** A PNG of `width` x `height` RGBA (8 bits) whose one IDAT chunk holds `data`, every chunk with its CRC. */
  function pngWithData(width: number, height: number, data: Uint8Array, interlaced = false): Uint8Array {
    const chunk = (type: string, body: Uint8Array) => {
      const out = Buffer.alloc(12 + body.length);
      out.writeUInt32BE(body.length, 0);
      out.write(type, 4, 'latin1');
      out.set(body, 8);
      out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
      return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 6, 0, 0, interlaced ? 1 : 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', data),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
  /** Rows of `width` RGBA pixels, each with its filter byte. */
  const rows = (width: number, count: number) => new Uint8Array(count * (1 + width * 4));
  const rejection = async (bytes: Uint8Array) => {
    const error = await checkUploadedImage(bytes).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    return [(error as HttpError).status, (error as HttpError).message];
  };

  it('takes a PNG whose data inflates to every row its header promises (the seed’s encoder, and the same rows sent as written)', async () => {
    expect((await checkUploadedImage(smallPng(64, 48))).kind).toBe('png');
    expect((await checkUploadedImage(pngWithData(64, 48, deflateSync(rows(64, 48))))).width).toBe(64);
  });

  it('refuses, as damaged, data that is not zlib and data cut short, though every chunk is well formed', async () => {
    const notZlib = new Uint8Array(400).fill(0xa5);
    expect(checkImage(pngWithData(64, 64, notZlib)).kind).toBe('png');
    expect(await rejection(pngWithData(64, 64, notZlib))).toEqual([400, 'The PNG file is damaged or incomplete']);
    // Whole zlib, one row short.
    expect(await rejection(pngWithData(64, 64, deflateSync(rows(64, 63))))).toEqual([400, 'The PNG file is damaged or incomplete']);
    // The first half of a whole stream.
    const whole = deflateSync(rows(64, 64).map((_, index) => (index * 7919) % 251));
    expect(await rejection(pngWithData(64, 64, whole.subarray(0, whole.length >> 1)))).toEqual([400, 'The PNG file is damaged or incomplete']);
  });

  it('counts an interlaced PNG’s rows over its seven passes', async () => {
    // 10 x 10 in Adam7: passes of 2x2, 1x2, 3x1, 2x3, 5x2, 5x5, 10x5 pixels, each row with its filter byte.
    const passes = [
      [2, 2],
      [1, 2],
      [3, 1],
      [2, 3],
      [5, 2],
      [5, 5],
      [10, 5],
    ];
    const interlacedBytes = passes.reduce((sum, [w, h]) => sum + h! * (1 + w! * 4), 0);
    expect((await checkUploadedImage(pngWithData(10, 10, deflateSync(new Uint8Array(interlacedBytes)), true))).kind).toBe('png');
    // The rows of the same image not interlaced are fewer bytes than its passes take.
    expect(await rejection(pngWithData(10, 10, deflateSync(rows(10, 10)), true))).toEqual([400, 'The PNG file is damaged or incomplete']);
  });
});
