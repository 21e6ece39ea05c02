/**
 * A damage photo's markup (issue 41, "Point at it"; ADR 0091): the circles, arrows and freehand
 * strokes an inspector draws over the photo, kept beside it as vectors and never burnt into its
 * bytes, so the photo's SHA-256 stays the evidence of what the camera took.
 *
 * Coordinates are normalised: x is a fraction of the photo's width and y of its height, both 0
 * to 1, so the markup fits the photo at any size it is shown or printed. A circle's radius is a
 * fraction of the photo's width (it stays round on a photo that is not square). Colours come
 * from a small fixed palette; every renderer (the screen's SVG, the PDF's vectors) maps the
 * names to its own paint.
 *
 * A markup names the photo it was drawn on by that photo's SHA-256 (`photo_sha256`; ADR 0095):
 * marks drawn on one photo mean nothing on another, so every reader shows a markup only over
 * the photo it names (`markupOnPhoto`). The dialog draws a `MarkupDrawing` (the shapes alone)
 * and saving ties it to the bytes it sends.
 *
 * `photoMarkupIssue` is the one rule of what a markup may be: the damage's write bodies
 * (inspections.ts) check it, so the server refuses bad markup with a 400 that says what is
 * wrong, and the editor checks a shape against its limits (`drawingIssue`) before adding it.
 */
import * as v from 'valibot';

export const markupColours = ['red', 'yellow', 'blue', 'white'] as const;
export type MarkupColour = (typeof markupColours)[number];

export const markupColourNames: Readonly<Record<MarkupColour, string>> = { red: 'Red', yellow: 'Yellow', blue: 'Blue', white: 'White' };

export interface MarkupCircle {
  type: 'circle';
  colour: MarkupColour;
  cx: number;
  cy: number;
  /** A fraction of the photo's width. */
  r: number;
}

export interface MarkupArrow {
  type: 'arrow';
  colour: MarkupColour;
  /** The tail. */
  x1: number;
  y1: number;
  /** The head: where the arrow points. */
  x2: number;
  y2: number;
}

export interface MarkupStroke {
  type: 'stroke';
  colour: MarkupColour;
  /** [x, y] pairs, in the order drawn. */
  points: [number, number][];
}

export type MarkupShape = MarkupCircle | MarkupArrow | MarkupStroke;
export type MarkupShapeType = MarkupShape['type'];

/** The shapes as drawn, before they are tied to a photo: what the editor and every renderer draw. */
export interface MarkupDrawing {
  shapes: MarkupShape[];
}

/** A markup as stored and sent: its shapes and the photo they were drawn on. */
export interface PhotoMarkup extends MarkupDrawing {
  /** The SHA-256 (64 lowercase hex digits) of the photo's bytes as the server keeps them. */
  photo_sha256: string;
}

/** What one markup may hold: a damage's few marks, and a payload that stays small in the outbox and the database. */
export const markupLimits = {
  shapes: 50,
  strokePoints: 500,
  totalPoints: 1500,
  /** Its JSON text, in characters (all of them ASCII). */
  bytes: 32 * 1024,
  /** Decimals kept of a coordinate (a 10,000th of the photo: under a pixel of a 2,560-pixel photo). */
  decimals: 4,
} as const;

const shapeKeys: Readonly<Record<MarkupShapeType, readonly string[]>> = {
  circle: ['type', 'colour', 'cx', 'cy', 'r'],
  arrow: ['type', 'colour', 'x1', 'y1', 'x2', 'y2'],
  stroke: ['type', 'colour', 'points'],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
const coordinateIssue = (where: string, name: string, value: unknown) =>
  isCoordinate(value) ? null : `${where}: ${name} must be a number from 0 to 1 (a fraction of the photo's ${/^(x|cx)/.test(name) ? 'width' : 'height'})`;

function shapeIssue(shape: unknown, index: number): { issue: string | null; points: number } {
  const where = `shape ${index + 1}`;
  if (!isObject(shape)) return { issue: `${where} must be an object`, points: 0 };
  const type = shape.type;
  if (type !== 'circle' && type !== 'arrow' && type !== 'stroke')
    return { issue: `${where}: unknown shape ${JSON.stringify(type ?? null)}; a shape is a circle, an arrow or a stroke`, points: 0 };
  const unknown = Object.keys(shape).find((key) => !shapeKeys[type].includes(key));
  if (unknown !== undefined) return { issue: `${where}: a ${type} has no field ${JSON.stringify(unknown)}`, points: 0 };
  if (!(markupColours as readonly unknown[]).includes(shape.colour)) return { issue: `${where}: colour must be one of ${markupColours.join(', ')}`, points: 0 };
  if (type === 'circle') {
    const issue = coordinateIssue(where, 'cx', shape.cx) ?? coordinateIssue(where, 'cy', shape.cy);
    if (issue) return { issue, points: 0 };
    const r = shape.r;
    if (!(typeof r === 'number' && Number.isFinite(r) && r > 0 && r <= 1))
      return { issue: `${where}: r must be a number over 0 and at most 1 (a fraction of the photo's width)`, points: 0 };
    return { issue: null, points: 1 };
  }
  if (type === 'arrow') {
    for (const name of ['x1', 'y1', 'x2', 'y2']) {
      const issue = coordinateIssue(where, name, shape[name]);
      if (issue) return { issue, points: 0 };
    }
    return { issue: null, points: 2 };
  }
  const points = shape.points;
  if (!Array.isArray(points) || points.length < 2 || points.length > markupLimits.strokePoints)
    return { issue: `${where}: a stroke has from 2 to ${markupLimits.strokePoints} points`, points: 0 };
  for (const [at, point] of points.entries()) {
    if (!Array.isArray(point) || point.length !== 2 || !isCoordinate(point[0]) || !isCoordinate(point[1]))
      return { issue: `${where}: point ${at + 1} must be [x, y], each a number from 0 to 1 (a fraction of the photo's width and height)`, points: 0 };
  }
  return { issue: null, points: points.length };
}

/** A SHA-256 as the server writes it: 64 lowercase hex digits. */
export const isSha256 = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/** What `,"photo_sha256":"…"` adds to a drawing's JSON: the limit on characters is of the markup as stored. */
const photoFieldLength = JSON.stringify({ photo_sha256: '0'.repeat(64) }).length - 1;

/** What is wrong with `value` as a photo's markup, in a sentence; null when it is one. */
export function photoMarkupIssue(value: unknown): string | null {
  if (!isObject(value) || !Array.isArray(value.shapes))
    return 'a markup is an object with the photo it was drawn on and its shapes: { "photo_sha256": "…", "shapes": [...] }';
  const extra = Object.keys(value).find((key) => key !== 'shapes' && key !== 'photo_sha256');
  if (extra !== undefined) return `a markup has no field ${JSON.stringify(extra)}`;
  if (!isSha256(value.photo_sha256))
    return "photo_sha256 must name the photo the markup was drawn on by its SHA-256: 64 lowercase hex digits, as the damage's image.sha256";
  return shapesIssue(value.shapes, JSON.stringify(value).length);
}

/**
 * What is wrong with `value` as the marks an editor holds: a photo's markup, or shapes drawn but
 * not yet tied to a photo (a draft kept on the device); null when it is one.
 */
export function heldMarkupIssue(value: unknown): string | null {
  if (!isObject(value) || 'photo_sha256' in value) return photoMarkupIssue(value);
  if (!Array.isArray(value.shapes)) return 'marks are an object with their shapes: { "shapes": [...] }';
  const extra = Object.keys(value).find((key) => key !== 'shapes');
  if (extra !== undefined) return `marks have no field ${JSON.stringify(extra)}`;
  return drawingIssue({ shapes: value.shapes as MarkupShape[] });
}

/** What is wrong with the shapes drawn so far, against the markup's limits; null when they fit. */
export function drawingIssue(drawing: MarkupDrawing): string | null {
  return shapesIssue(drawing.shapes, JSON.stringify({ shapes: drawing.shapes }).length + photoFieldLength);
}

function shapesIssue(shapes: unknown[], bytes: number): string | null {
  if (shapes.length > markupLimits.shapes) return `at most ${markupLimits.shapes} shapes (this one has ${shapes.length})`;
  let total = 0;
  for (const [index, shape] of shapes.entries()) {
    const { issue, points } = shapeIssue(shape, index);
    if (issue) return issue;
    total += points;
  }
  if (total > markupLimits.totalPoints) return `at most ${markupLimits.totalPoints} points in all (this one has ${total})`;
  if (bytes > markupLimits.bytes) return `at most ${markupLimits.bytes} characters of JSON (this one has ${bytes})`;
  return null;
}

/**
 * A photo's markup, as the API sends and takes it (a damage's `photo_markup`). Checked by
 * `photoMarkupIssue`, whose sentence is the refusal, named after the field.
 */
export const PhotoMarkup = v.pipe(
  v.unknown(),
  v.check(
    (value) => photoMarkupIssue(value) === null,
    (found) => `photo_markup: ${photoMarkupIssue(found.input) ?? 'not a markup'}`,
  ),
  v.transform((value) => value as PhotoMarkup),
);

/** A coordinate as stored: within 0 to 1, to `markupLimits.decimals` decimals. */
export function markupCoordinate(value: number): number {
  const scale = 10 ** markupLimits.decimals;
  return Math.round(Math.min(1, Math.max(0, value)) * scale) / scale;
}

/** The drawing with `shape` added, or null when that would break a limit (the editor then says it is full). */
export function withShape(drawing: MarkupDrawing | null, shape: MarkupShape): MarkupDrawing | null {
  const next: MarkupDrawing = { shapes: [...(drawing?.shapes ?? []), shape] };
  return drawingIssue(next) === null ? next : null;
}

/** A markup with no shape is none: stored and sent as null. */
export const markupOrNull = <T extends MarkupDrawing>(markup: T | null): T | null => (markup && markup.shapes.length > 0 ? markup : null);

/**
 * A drawing tied to the photo it was drawn on, by the SHA-256 of that photo's bytes: the markup
 * as it is sent. A markup tied to its photo already (the damage's own, untouched or undone back
 * to) stays as it is: it is not sent again, and never tied to another photo.
 */
export const markupOf = (drawing: MarkupDrawing, photoSha256: string): PhotoMarkup =>
  'photo_sha256' in drawing && typeof drawing.photo_sha256 === 'string' ? (drawing as PhotoMarkup) : { photo_sha256: photoSha256, shapes: drawing.shapes };

/**
 * The markup to draw over a photo whose SHA-256 is `photoSha256`: the markup when it was drawn on
 * that photo, else none (a photo replaced since, or none at all). Every reader applies it: the
 * server's read of a damage (so its API, PDF and public page), the screen and the tablet's PDF.
 */
export const markupOnPhoto = (markup: PhotoMarkup | null | undefined, photoSha256: string | null | undefined): PhotoMarkup | null =>
  markup && photoSha256 && markup.photo_sha256 === photoSha256 ? markup : null;

/** The shapes of a markup counted in words, for captions and names: "1 circle, 2 arrows". */
export function describeMarkup(markup: MarkupDrawing | null): string {
  const counts: Record<MarkupShapeType, number> = { circle: 0, arrow: 0, stroke: 0 };
  for (const shape of markup?.shapes ?? []) counts[shape.type] += 1;
  const words: Record<MarkupShapeType, [string, string]> = { circle: ['circle', 'circles'], arrow: ['arrow', 'arrows'], stroke: ['stroke', 'strokes'] };
  const parts = (Object.keys(counts) as MarkupShapeType[])
    .filter((type) => counts[type] > 0)
    .map((type) => `${counts[type]} ${words[type][counts[type] === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(', ') : 'no marks';
}

/** The stored JSON text of a markup back as one; null for none, or for text that is not a valid markup. */
export function parseStoredMarkup(text: string | null): PhotoMarkup | null {
  if (text === null || text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return photoMarkupIssue(value) === null ? markupOrNull(value as PhotoMarkup) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- drawing, the same on every renderer

/** A stroke's width, as a fraction of the photo's width: about 5 px on a 1,000-pixel photo. */
export const markupLineWidth = 0.006;

/** The two sides of an arrow's head, as [x, y] in the photo's pixels (`width` × `height`): 30° off the shaft, a fifth of it long (at least 3 line widths). */
export function arrowHead(arrow: MarkupArrow, width: number, height: number): [[number, number], [number, number], [number, number]] {
  const x1 = arrow.x1 * width;
  const y1 = arrow.y1 * height;
  const x2 = arrow.x2 * width;
  const y2 = arrow.y2 * height;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const head = Math.min(length, Math.max(length / 5, markupLineWidth * width * 4));
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const side = (turn: number): [number, number] => [x2 - head * Math.cos(angle + turn), y2 - head * Math.sin(angle + turn)];
  return [side(Math.PI / 6), [x2, y2], side(-Math.PI / 6)];
}
