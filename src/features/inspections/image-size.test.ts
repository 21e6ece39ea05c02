import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

describe('imageSize', () => {
  it('reads a PNG header', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x0f, 0xa0, 0, 0, 0x0b, 0xb8]);
    expect(imageSize(png)).toEqual({ type: 'image/png', width: 4000, height: 3000 });
  });

  it('reads a JPEG frame header after its other segments', () => {
    // SOI, an APP0 segment, then SOF0 with height 3000 and width 4000.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03, 0x01, 0x22, 0x00]);
    expect(imageSize(jpeg)).toEqual({ type: 'image/jpeg', width: 4000, height: 3000 });
  });

  it('knows nothing of other files', () => {
    expect(imageSize(fromBase64('R0lGODlhAQABAAAAACw='))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull();
  });
});
