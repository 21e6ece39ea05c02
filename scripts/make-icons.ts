/**
 * Draws the Lot Console mark (a car driving along a lot lane) once, as shapes on a 64-unit
 * grid, and writes every image of it into public/: favicon.svg, logo.svg (mark + name),
 * the PNG icons of the web app manifest and iOS, rasterised with server/lib/png.ts, and
 * favicon.ico, which browsers ask for while the page has no icon link yet (index.html adds
 * its link after the first paint, ADR 0056).
 * Run with `npx tsx scripts/make-icons.ts` after changing the mark; commit the results.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRaster, encodePng, fill, type Raster } from '../server/lib/png';
import { system } from '../src/components/ui/system.ts';

type Point = readonly [number, number];
type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'polygon'; points: readonly Point[] };
interface Layer {
  color: string;
  shape: Shape;
}

/** The theme's brand (src/components/ui/system.ts). */
const BRAND = String(system.token('colors.brand.600'));
const GRID = 64;
const CENTRE: Point = [32, 32];

const rect = (x: number, y: number, w: number, h: number, r: number): Shape => ({ kind: 'rect', x, y, w, h, r });
const circle = (cx: number, cy: number, r: number): Shape => ({ kind: 'circle', cx, cy, r });
const polygon = (...points: Point[]): Shape => ({ kind: 'polygon', points });

/** The car and the lane, centred on CONTENT_CENTRE; drawn over the brand background. */
const CONTENT_CENTRE: Point = [32, 32.75];
const CONTENT: Layer[] = [
  ...[8, 21, 34, 47].map((x) => ({ color: '#f2b134', shape: rect(x, 45, 9, 3, 1.5) })),
  { color: '#ffffff', shape: rect(9, 27, 46, 11, 4) },
  { color: '#ffffff', shape: polygon([17, 28], [22.5, 19.5], [24.5, 18], [40, 18], [42, 19.2], [48.5, 28]) },
  { color: '#9cc0e0', shape: polygon([20.5, 26.5], [24.6, 20], [32.5, 20], [32.5, 26.5]) },
  { color: '#9cc0e0', shape: polygon([35, 26.5], [35, 20], [40.3, 20], [44.8, 26.5]) },
  { color: '#f2b134', shape: rect(51.5, 29.5, 3.5, 2.5, 1) },
  ...[19, 45].flatMap((cx) => [
    { color: BRAND, shape: circle(cx, 38, 6.8) },
    { color: '#0b1d2e', shape: circle(cx, 38, 5.4) },
    { color: '#d9e2ec', shape: circle(cx, 38, 2.2) },
  ]),
];

interface Variant {
  /** Corner radius of the background in grid units; 0 is full-bleed. */
  corner: number;
  /** Scale of the content around the centre. */
  scale: number;
}

/** Browsers' "any" icons keep their rounded corners; maskable and iOS icons must be full-bleed. */
const ROUNDED: Variant = { corner: 14, scale: 1 };
/** Maskable: everything inside the central circle of radius 40% (the safe zone). */
const MASKABLE: Variant = { corner: 0, scale: 0.8 };
const APPLE: Variant = { corner: 0, scale: 0.9 };

function hexToRgba(hex: string): [number, number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255];
}

function contains(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  if (shape.kind === 'rect') {
    const { w, h, r } = shape;
    const px = Math.abs(x - (shape.x + w / 2));
    const py = Math.abs(y - (shape.y + h / 2));
    if (px > w / 2 || py > h / 2) return false;
    const dx = Math.max(px - (w / 2 - r), 0);
    const dy = Math.max(py - (h / 2 - r), 0);
    return dx * dx + dy * dy <= r * r;
  }
  let inside = false;
  const { points } = shape;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] ?? [0, 0];
    const [xj, yj] = points[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Draws at `supersample` times the size, then averages blocks down for smooth edges. */
function rasterise(size: number, variant: Variant, supersample = 4): Raster {
  const big = size * supersample;
  const raster = createRaster(big, big, [0, 0, 0, 0]);
  const toGrid = (p: number) => ((p + 0.5) / big) * GRID;
  fill(raster, hexToRgba(BRAND), (x, y) => contains(rect(0, 0, GRID, GRID, variant.corner), toGrid(x), toGrid(y)));
  const [cx, cy] = CENTRE;
  const [ox, oy] = CONTENT_CENTRE;
  for (const { color, shape } of CONTENT) {
    fill(raster, hexToRgba(color), (x, y) => contains(shape, ox + (toGrid(x) - cx) / variant.scale, oy + (toGrid(y) - cy) / variant.scale));
  }
  return downsample(raster, supersample);
}

function downsample(source: Raster, factor: number): Raster {
  const size = source.width / factor;
  const out = createRaster(size, size, [0, 0, 0, 0]);
  const samples = factor * factor;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Average premultiplied colour so transparent corners do not darken the edge.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < factor; sy++) {
        for (let sx = 0; sx < factor; sx++) {
          const i = ((y * factor + sy) * source.width + x * factor + sx) * 4;
          const alpha = source.pixels[i + 3] ?? 0;
          r += (source.pixels[i] ?? 0) * alpha;
          g += (source.pixels[i + 1] ?? 0) * alpha;
          b += (source.pixels[i + 2] ?? 0) * alpha;
          a += alpha;
        }
      }
      const o = (y * size + x) * 4;
      out.pixels.set(a === 0 ? [0, 0, 0, 0] : [r / a, g / a, b / a, a / samples].map(Math.round), o);
    }
  }
  return out;
}

function svgShape(shape: Shape, color: string): string {
  if (shape.kind === 'circle') return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${color}"/>`;
  if (shape.kind === 'rect') {
    return `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="${shape.r}" fill="${color}"/>`;
  }
  return `<polygon points="${shape.points.map((p) => p.join(',')).join(' ')}" fill="${color}"/>`;
}

/** The mark as SVG elements on the 64-unit grid. */
function markSvg(variant: Variant): string {
  const [cx, cy] = CENTRE;
  const [ox, oy] = CONTENT_CENTRE;
  const transform = `translate(${cx} ${cy}) scale(${variant.scale}) translate(${-ox} ${-oy})`;
  return [
    svgShape(rect(0, 0, GRID, GRID, variant.corner), BRAND),
    `<g transform="${transform}">${CONTENT.map((l) => svgShape(l.shape, l.color)).join('')}</g>`,
  ].join('');
}

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markSvg(ROUNDED)}</svg>\n`;

const logo = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 232" role="img" aria-labelledby="t">',
  '<title id="t">Lot Console</title>',
  `<g transform="translate(40 0) scale(2.5)">${markSvg(ROUNDED)}</g>`,
  `<text x="120" y="218" text-anchor="middle" fill="${BRAND}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="34" font-weight="700" letter-spacing="0.5">Lot Console</text>`,
  '</svg>\n',
].join('');

/** An ICO file holding one PNG image (Windows Vista's format, which every browser reads). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width and height (0 would mean 256)
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const outputs: Array<[string, string | Buffer]> = [
  ['favicon.svg', favicon],
  ['logo.svg', logo],
  ['icon-192.png', encodePng(rasterise(192, ROUNDED))],
  ['icon-512.png', encodePng(rasterise(512, ROUNDED))],
  ['icon-maskable-512.png', encodePng(rasterise(512, MASKABLE))],
  ['apple-touch-icon.png', encodePng(rasterise(180, APPLE))],
  ['favicon.ico', icoOf(encodePng(rasterise(32, ROUNDED)), 32)],
];
for (const [name, content] of outputs) {
  writeFileSync(publicDir + name, content);
  console.log(`public/${name}`);
}
