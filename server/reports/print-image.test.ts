/**
 * The print copy of a stored photo is never decoded past what an upload may decode to (ADR
 * 0068): a file stored before that bound (a 7000 x 7000 PNG of 16 bits, 392 MB of pixels
 * behind a 381 KB file) is left out of the PDF instead of taking a gigabyte of the server's
 * memory, while an ordinary photo is still decoded and scaled.
 */
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngHeader, smallPng } from '../media/test-images.ts';
import { printJpeg } from './print-image.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the print copy of a stored photo', () => {
  it('does not decode a file that would take more memory than an upload may', () => {
    const read = vi.spyOn(PNG.sync, 'read');
    expect(printJpeg(pngHeader(7000, 7000, 16, 6), 'image/png', 450)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('decodes and scales an ordinary photo', () => {
    const read = vi.spyOn(PNG.sync, 'read');
    const jpeg = printJpeg(smallPng(30, 20), 'image/png', 10);
    expect(read).toHaveBeenCalledTimes(1);
    expect(jpeg).not.toBeNull();
    expect([...jpeg!.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });
});
