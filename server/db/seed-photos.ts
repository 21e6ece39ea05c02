/**
 * The seeded picture files: a pool of 24 generated car photos (8 colours x 3 body shapes)
 * that every seeded image row points at, and one logo banner per site. Rendered once per
 * process and rewritten into the photo directory on each seed.
 */
import { createRaster, encodePng, fill, type Raster } from '../lib/png.ts';
import type { PhotoStore } from '../media/photo-store.ts';
import { glyphPixel } from './seed-data/pixel-font.ts';
import type { SiteDefinition } from './seed-data/sites.ts';
import { colours, photoColourFallback, type Silhouette } from './seed-data/vehicle-attributes.ts';

type Rgb = readonly [number, number, number];
type Rgba = readonly [number, number, number, number];

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 480;

const silhouettes: readonly Silhouette[] = ['sedan', 'suv', 'pickup'];
const photoColours = colours.slice(0, 8);

export interface PoolPhoto {
  path: string;
  colour: string;
  silhouette: Silhouette;
}

/** The pool, in file order: car-01 .. car-24. */
export const photoPool: readonly PoolPhoto[] = photoColours.flatMap((colour, c) =>
  silhouettes.map((silhouette, s) => ({
    path: `seed/car-${String(c * silhouettes.length + s + 1).padStart(2, '0')}.png`,
    colour: colour.name,
    silhouette,
  })),
);

/** The pool photo that looks like a vehicle of this colour and shape. */
export function poolPhotoFor(colour: string, silhouette: Silhouette): string {
  const shown = photoColourFallback[colour] ?? colour;
  const photo = photoPool.find((p) => p.colour === shown && p.silhouette === silhouette) ?? photoPool[0];
  if (!photo) throw new Error('empty photo pool');
  return photo.path;
}

function rgba([r, g, b]: Rgb, a = 255): Rgba {
  return [r, g, b, a];
}

function shade([r, g, b]: Rgb, factor: number): Rgba {
  const f = (v: number) => Math.max(0, Math.min(255, Math.round(v * factor)));
  return [f(r), f(g), f(b), 255];
}

const rect = (x0: number, y0: number, x1: number, y1: number) => (x: number, y: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
const disc = (cx: number, cy: number, r: number) => (x: number, y: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
/** A trapezoid between rows y0 (top, x from a0 to a1) and y1 (bottom, x from b0 to b1). */
const trapezoid = (y0: number, y1: number, a0: number, a1: number, b0: number, b1: number) => (x: number, y: number) => {
  if (y < y0 || y >= y1) return false;
  const t = (y - y0) / (y1 - y0);
  return x >= a0 + (b0 - a0) * t && x < a1 + (b1 - a1) * t;
};

interface Shape {
  body: readonly [number, number, number, number];
  cabin: readonly [number, number, number, number, number, number];
  windows: readonly (readonly [number, number, number, number, number, number])[];
  wheelY: number;
  wheelR: number;
}

const shapes: Readonly<Record<Silhouette, Shape>> = {
  sedan: {
    body: [80, 262, 560, 342],
    cabin: [192, 262, 250, 420, 170, 470],
    windows: [
      [202, 256, 258, 322, 184, 322],
      [202, 256, 330, 408, 330, 458],
    ],
    wheelY: 342,
    wheelR: 42,
  },
  suv: {
    body: [80, 236, 560, 346],
    cabin: [160, 236, 150, 505, 120, 540],
    windows: [
      [172, 230, 163, 300, 135, 300],
      [172, 230, 312, 400, 312, 400],
      [172, 230, 412, 495, 412, 526],
    ],
    wheelY: 346,
    wheelR: 46,
  },
  pickup: {
    body: [70, 250, 570, 346],
    cabin: [172, 250, 255, 420, 250, 445],
    windows: [
      [182, 244, 265, 330, 262, 330],
      [182, 244, 345, 412, 345, 436],
    ],
    wheelY: 346,
    wheelR: 46,
  },
};

/** Sky, road and the car's shadow, shared by every photo (copied, then the car is drawn on top). */
function renderBackground(): Raster {
  const raster = createRaster(PHOTO_WIDTH, PHOTO_HEIGHT, [92, 94, 98, 255]);
  for (let band = 0; band < 6; band++) {
    const y0 = band * 50;
    fill(raster, [120 + band * 14, 170 + band * 10, 225 + band * 4, 255], rect(0, y0, PHOTO_WIDTH, y0 + 50));
  }
  fill(raster, [236, 206, 72, 255], (x, y) => y >= 430 && y < 438 && x % 120 < 70);
  fill(raster, [52, 53, 56, 255], (x, y) => ((x - 320) / 270) ** 2 + ((y - 388) / 22) ** 2 <= 1);
  return raster;
}

function drawCar(raster: Raster, colour: Rgb, silhouette: Silhouette): void {
  const shape = shapes[silhouette];
  const [bx0, by0, bx1, by1] = shape.body;
  const cabin = trapezoid(...shape.cabin);
  const lower = rect(bx0, by0 + 14, bx1, by1);
  const upper = rect(bx0 + 14, by0, bx1 - 14, by0 + 14);
  const rearCorner = disc(bx0 + 14, by0 + 14, 14);
  const frontCorner = disc(bx1 - 14, by0 + 14, 14);
  fill(raster, rgba(colour), (x, y) => cabin(x, y) || lower(x, y) || upper(x, y) || rearCorner(x, y) || frontCorner(x, y));
  const windows = shape.windows.map((w) => trapezoid(...w));
  const windowTop = Math.min(...shape.windows.map((w) => w[0]));
  fill(raster, [150, 190, 215, 255], (x, y) => {
    if (y < windowTop || y >= by0) return false;
    for (const w of windows) if (w(x, y)) return true;
    return false;
  });
  const bedRail = silhouette === 'pickup' ? rect(bx0 + 6, by0, 244, by0 + 10) : () => false;
  const stripe = rect(bx0, by0 + 34, bx1, by0 + 38);
  fill(raster, shade(colour, 0.72), (x, y) => bedRail(x, y) || stripe(x, y) || (y >= by0 + 6 && y < by1 - 10 && (x === 330 || x === 331)));
  fill(raster, [250, 244, 200, 255], rect(bx1 - 20, by0 + 12, bx1, by0 + 30));
  fill(raster, [200, 30, 30, 255], rect(bx0, by0 + 10, bx0 + 12, by0 + 30));
  const [rearX, frontX, wheelY] = [bx0 + 100, bx1 - 100, shape.wheelY];
  const wheels = (radius: number) => (x: number, y: number) => {
    const dy2 = (y - wheelY) * (y - wheelY);
    const r2 = radius * radius;
    return dy2 <= r2 && ((x - rearX) * (x - rearX) + dy2 <= r2 || (x - frontX) * (x - frontX) + dy2 <= r2);
  };
  fill(raster, [24, 24, 26, 255], wheels(shape.wheelR));
  fill(raster, [176, 180, 186, 255], wheels(shape.wheelR * 0.55));
  fill(raster, [90, 92, 96, 255], wheels(shape.wheelR * 0.18));
}

let renderedPool: ReadonlyMap<string, Buffer> | null = null;

function renderPool(): ReadonlyMap<string, Buffer> {
  if (renderedPool) return renderedPool;
  const files = new Map<string, Buffer>();
  const background = renderBackground();
  for (const photo of photoPool) {
    const colour = colours.find((c) => c.name === photo.colour)?.rgb ?? [128, 128, 128];
    const raster: Raster = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, pixels: background.pixels.slice() };
    drawCar(raster, colour, photo.silhouette);
    files.set(photo.path, encodePng(raster));
  }
  renderedPool = files;
  return files;
}

/** A 400x120 banner in the site's colours with its code in block letters. */
export function renderLogo(site: SiteDefinition): Buffer {
  const raster = createRaster(400, 120, rgba(site.logoBackground));
  fill(raster, rgba(site.logoAccent), rect(0, 104, 400, 120));
  fill(raster, rgba(site.logoAccent), (x, y) => (x - 340) ** 2 + (y - 52) ** 2 <= 34 * 34 && (x - 340) ** 2 + (y - 52) ** 2 >= 26 * 26);
  fill(raster, [255, 255, 255, 255], disc(340, 52, 12));
  const cell = 10;
  fill(raster, [255, 255, 255, 255], (x, y) => {
    const letterIndex = Math.floor((x - 24) / (6 * cell));
    if (x < 24 || letterIndex >= site.code.length) return false;
    const gx = Math.floor(((x - 24) % (6 * cell)) / cell);
    const gy = Math.floor((y - 17) / cell);
    return y >= 17 && glyphPixel(site.code.charAt(letterIndex), gx, gy);
  });
  return encodePng(raster);
}

/**
 * Stores the pool (`seed/`) and the site logos (`sites/{code}/auction_logo.png`) in the photo
 * store (a folder or S3, ADR 0069); answers how many files it stored and the pool's bytes by key
 * (the damage photos' SHA-256 are taken of them).
 */
export async function writeSeedPictures(
  photos: PhotoStore,
  sites: readonly SiteDefinition[],
): Promise<{ files: number; pool: ReadonlyMap<string, Uint8Array> }> {
  const pool = renderPool();
  const files: [string, Uint8Array][] = [...pool, ...sites.map((site): [string, Uint8Array] => [`sites/${site.code}/auction_logo.png`, renderLogo(site)])];
  // A few at a time: one request each on S3.
  for (let start = 0; start < files.length; start += 8) {
    await Promise.all(files.slice(start, start + 8).map(([key, png]) => photos.put(key, png, 'image/png')));
  }
  return { files: files.length, pool };
}
