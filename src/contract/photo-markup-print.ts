/**
 * A damage photo's markup in the printed report (ADR 0091): pdfmake canvas vectors laid over the
 * printed photo, drawn at the photo's printed size from the same normalised shapes the screen
 * draws (photo-markup.ts). The photo's bytes are embedded as they are; the marks are separate
 * drawing operations over them, and a caption says the photo is marked up and that its SHA-256
 * is the photo's own. Pure: the document builder (condition-report.ts) calls `markedPhotoStack`.
 */
import type { PdfContent, PreparedImage } from './condition-report';
import { arrowHead, describeMarkup, markupLineWidth, type MarkupColour, type MarkupShape, type MarkupDrawing } from './photo-markup';

/** The palette as printed: the screen's theme colours (red.500, yellow.400, blue.500, white). */
export const markupPrintColours: Readonly<Record<MarkupColour, string>> = {
  red: '#ef4444',
  yellow: '#facc15',
  blue: '#3b82f6',
  white: '#ffffff',
};

export const markupCaption = (markup: MarkupDrawing) => `Marked up: ${describeMarkup(markup)} (drawn over the photo, which is unchanged)`;

type Point = [number, number];

/** The part of segment a-b inside the box 0..width × 0..height (Liang-Barsky), or null. */
function clipSegment(a: Point, b: Point, width: number, height: number): [Point, Point] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  for (const [p, q] of [
    [-dx, a[0]],
    [dx, width - a[0]],
    [-dy, a[1]],
    [dy, height - a[1]],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return null;
    }
  }
  return [
    [a[0] + t0 * dx, a[1] + t0 * dy],
    [a[0] + t1 * dx, a[1] + t1 * dy],
  ];
}

/** A line through `points` cut to the photo: the runs of it inside (a circle at the edge is drawn as far as the photo goes, as on the screen). */
export function clipPolyline(points: readonly Point[], width: number, height: number): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let i = 1; i < points.length; i++) {
    const part = clipSegment(points[i - 1]!, points[i]!, width, height);
    if (!part) {
      if (run.length) runs.push(run);
      run = [];
      continue;
    }
    const last = run[run.length - 1];
    if (last && last[0] === part[0][0] && last[1] === part[0][1]) run.push(part[1]);
    else {
      if (run.length) runs.push(run);
      run = [part[0], part[1]];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Sides of the polygon a circle is printed as: smooth at any printed size. */
const circleSides = 72;

function vectors(shape: MarkupShape, width: number, height: number): Record<string, unknown>[] {
  const line = { lineColor: markupPrintColours[shape.colour], lineWidth: Math.max(0.75, markupLineWidth * width), lineCap: 'round', lineJoin: 'round' };
  const polylines = (points: readonly Point[]) =>
    clipPolyline(points, width, height).map((run) => ({ type: 'polyline', points: run.map(([x, y]) => ({ x, y })), ...line }));
  switch (shape.type) {
    case 'circle': {
      const [cx, cy, r] = [shape.cx * width, shape.cy * height, shape.r * width];
      return polylines(
        Array.from({ length: circleSides + 1 }, (_, i): Point => [
          cx + r * Math.cos((2 * Math.PI * i) / circleSides),
          cy + r * Math.sin((2 * Math.PI * i) / circleSides),
        ]),
      );
    }
    case 'arrow':
      return [
        ...polylines([
          [shape.x1 * width, shape.y1 * height],
          [shape.x2 * width, shape.y2 * height],
        ]),
        ...polylines(arrowHead(shape, width, height)),
      ];
    case 'stroke':
      return polylines(shape.points.map(([x, y]): Point => [x * width, y * height]));
  }
}

/**
 * The markup over an image printed `width` points wide: a canvas placed back over the image
 * (pdfmake's relativePosition, which takes no room in the flow), every line cut to the photo's
 * edges. Null when the image's size is not known.
 */
export function markupOverlay(markup: MarkupDrawing, prepared: PreparedImage, width: number): PdfContent | null {
  if (!prepared.width || !prepared.height) return null;
  const height = (width * prepared.height) / prepared.width;
  return { canvas: markup.shapes.flatMap((shape) => vectors(shape, width, height)), relativePosition: { x: 0, y: -height } };
}

/**
 * A damage photo's stack as printed: the image, then its markup over it and the caption that
 * says so. `image` is the builder's own image node (or its "not held" text).
 */
export function markedPhotoStack(image: PdfContent, prepared: PreparedImage | null, width: number, markup: MarkupDrawing | null | undefined): PdfContent[] {
  if (!markup || markup.shapes.length === 0) return [image];
  const overlay = prepared ? markupOverlay(markup, prepared, width) : null;
  return [image, ...(overlay ? [overlay] : []), { text: markupCaption(markup), style: 'caption' }];
}
