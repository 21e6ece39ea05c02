/**
 * A video of VIN barcodes for Chromium's fake camera (issue 41, ADR 0092): frames drawn with
 * bwip-js (Code 39, Code 128, Data Matrix or QR of a text, black on white, centred), written as
 * a YUV4MPEG2 (.y4m) file, which `--use-file-for-fake-video-capture` plays in a loop as the
 * camera. Made when a test or a measurement runs; no video is kept in the repository.
 *
 *   npx tsx scripts/vin-video.ts out.y4m code39:1FTFW1ET5DFC10312:2 datamatrix:1FTFW1ET5DFC10312:3
 *
 * Each part is `symbology:text:seconds`, or `blank:seconds` (no barcode); the parts follow one
 * another, and the file loops.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

export type Symbology = 'code39' | 'code128' | 'datamatrix' | 'qrcode';

/** A barcode of a text shown for some seconds, or (`blank`) the white card with no barcode on it. */
export type VideoPart = { symbology: Symbology; text: string; seconds: number } | { blank: true; seconds: number };

export interface VideoOptions {
  width?: number;
  height?: number;
  fps?: number;
}

/** The barcode as bwip-js draws it, a PNG: a linear code 2 px a module (a VIN's Code 39 is then about 600 px wide) and 10 mm tall, a 2D code 6 px a module. */
export async function barcodePng(symbology: Symbology, text: string): Promise<Buffer> {
  const linear = symbology === 'code39' || symbology === 'code128';
  return bwipjs.toBuffer({
    bcid: symbology,
    text,
    scale: linear ? 2 : 6,
    ...(linear ? { height: 10 } : {}),
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
}

/** The barcode's picture in grey levels (0 black … 255 white). */
async function barcodeLuma(symbology: Symbology, text: string): Promise<{ width: number; height: number; luma: Uint8Array }> {
  const png = await barcodePng(symbology, text);
  const image = PNG.sync.read(png);
  const luma = new Uint8Array(image.width * image.height);
  for (let index = 0; index < luma.length; index++) {
    const [r = 255, g = 255, b = 255] = image.data.subarray(index * 4, index * 4 + 3);
    luma[index] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { width: image.width, height: image.height, luma };
}

/** One I420 frame (Y, then U and V at half size): the barcode centred on white, grey (U and V at 128). */
async function frameOf(part: VideoPart, width: number, height: number): Promise<Buffer> {
  if ('blank' in part) return Buffer.alloc((width * height * 3) / 2, 255).fill(128, width * height);
  const barcode = await barcodeLuma(part.symbology, part.text);
  if (barcode.width > width || barcode.height > height)
    throw new Error(`${part.symbology} of ${part.text} (${barcode.width}x${barcode.height}) does not fit ${width}x${height}`);
  const frame = Buffer.alloc((width * height * 3) / 2, 128);
  frame.fill(255, 0, width * height);
  const left = Math.floor((width - barcode.width) / 2);
  const top = Math.floor((height - barcode.height) / 2);
  for (let row = 0; row < barcode.height; row++) {
    frame.set(barcode.luma.subarray(row * barcode.width, (row + 1) * barcode.width), (top + row) * width + left);
  }
  return frame;
}

/** Writes the parts one after another as a .y4m file; returns its path. */
export async function writeVinVideo(path: string, parts: readonly VideoPart[], { width = 720, height = 480, fps = 10 }: VideoOptions = {}): Promise<string> {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const chunks: Buffer[] = [header];
  const frameHeader = Buffer.from('FRAME\n');
  for (const part of parts) {
    const frame = await frameOf(part, width, height);
    const count = Math.max(1, Math.round(part.seconds * fps));
    for (let index = 0; index < count; index++) chunks.push(frameHeader, frame);
  }
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [path, ...specs] = process.argv.slice(2);
  if (!path || specs.length === 0) throw new Error('usage: tsx scripts/vin-video.ts out.y4m symbology:text:seconds …');
  const parts = specs.map((spec): VideoPart => {
    if (spec.startsWith('blank:')) return { blank: true, seconds: Number(spec.slice('blank:'.length)) };
    const [symbology, text = '', seconds = '2'] = spec.split(':');
    return { symbology: symbology as Symbology, text, seconds: Number(seconds) };
  });
  console.log(await writeVinVideo(path, parts));
}
