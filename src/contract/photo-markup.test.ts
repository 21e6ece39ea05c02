import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConditionCreate } from './inspections';
import {
  arrowHead,
  describeMarkup,
  drawingIssue,
  markupCoordinate,
  markupOf,
  markupOnPhoto,
  markupLimits,
  markupOrNull,
  parseStoredMarkup,
  PhotoMarkup,
  photoMarkupIssue,
  withShape,
  type MarkupShape,
} from './photo-markup';

const circle: MarkupShape = { type: 'circle', colour: 'red', cx: 0.5, cy: 0.5, r: 0.1 };
const arrow: MarkupShape = { type: 'arrow', colour: 'yellow', x1: 0, y1: 1, x2: 0.5, y2: 0.5 };
const stroke: MarkupShape = {
  type: 'stroke',
  colour: 'white',
  points: [
    [0, 0],
    [1, 1],
  ],
};
/** The SHA-256 of the photo the marks were drawn on, and of another. */
const sha = 'a1'.repeat(32);
const otherSha = 'b2'.repeat(32);
const points = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [markupCoordinate(i / n), 0.5]);

describe('photoMarkupIssue', () => {
  it('takes circles, arrows and strokes in the palette, with every coordinate from 0 to 1 (the edges included)', () => {
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [circle, arrow, stroke] })).toBeNull();
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [] })).toBeNull();
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...circle, cx: 0, cy: 1, r: 1 }] })).toBeNull();
  });

  it('says which shape and which value is wrong', () => {
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [circle, { ...circle, cy: 1.0001 }] })).toBe(
      "shape 2: cy must be a number from 0 to 1 (a fraction of the photo's height)",
    );
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...arrow, x1: -0.1 }] })).toBe(
      "shape 1: x1 must be a number from 0 to 1 (a fraction of the photo's width)",
    );
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...arrow, x2: Number.NaN }] })).toMatch(/^shape 1: x2 must be a number/);
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...arrow, y2: '0.5' }] })).toMatch(/^shape 1: y2 must be a number/);
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...circle, r: 0 }] })).toMatch(/^shape 1: r must be a number over 0/);
    expect(
      photoMarkupIssue({
        photo_sha256: sha,
        shapes: [
          {
            ...stroke,
            points: [
              [0, 0],
              [0.5, 2],
            ],
          },
        ],
      }),
    ).toMatch(/^shape 1: point 2 must be \[x, y\]/);
    expect(
      photoMarkupIssue({
        photo_sha256: sha,
        shapes: [
          {
            ...stroke,
            points: [
              [0, 0, 0],
              [0.5, 0.5],
            ],
          },
        ],
      }),
    ).toMatch(/^shape 1: point 1 must be \[x, y\]/);
  });

  it('refuses unknown shapes, fields and colours', () => {
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ type: 'rectangle', colour: 'red' }] })).toBe(
      'shape 1: unknown shape "rectangle"; a shape is a circle, an arrow or a stroke',
    );
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...circle, label: 'dent' }] })).toBe('shape 1: a circle has no field "label"');
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...circle, colour: '#ff0000' }] })).toBe('shape 1: colour must be one of red, yellow, blue, white');
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [circle], version: 2 })).toBe('a markup has no field "version"');
    expect(photoMarkupIssue([circle])).toMatch(/^a markup is an object/);
    expect(photoMarkupIssue(null)).toMatch(/^a markup is an object/);
  });

  it('keeps to its limits: shapes, points per stroke, points in all, and characters', () => {
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: Array.from({ length: markupLimits.shapes }, () => circle) })).toBeNull();
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: Array.from({ length: markupLimits.shapes + 1 }, () => circle) })).toBe(
      'at most 50 shapes (this one has 51)',
    );
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...stroke, points: points(500) }] })).toBeNull();
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...stroke, points: points(501) }] })).toBe('shape 1: a stroke has from 2 to 500 points');
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: [{ ...stroke, points: [[0, 0]] }] })).toBe('shape 1: a stroke has from 2 to 500 points');
    expect(photoMarkupIssue({ photo_sha256: sha, shapes: Array.from({ length: 4 }, () => ({ ...stroke, points: points(400) })) })).toBe(
      'at most 1500 points in all (this one has 1600)',
    );
    // Long decimals pass the point limits but not the size: 3 strokes of 500 points, 40 characters each.
    const long = (i: number): [number, number] => [0.1234567890123456 + i / 1e6, 0.1234567890123456];
    const heavy = { photo_sha256: sha, shapes: Array.from({ length: 3 }, () => ({ ...stroke, points: Array.from({ length: 500 }, (_, i) => long(i)) })) };
    expect(photoMarkupIssue(heavy)).toMatch(/^at most 32768 characters of JSON \(this one has \d+\)$/);
  });

  it('is the rule of the write bodies, named after the field', () => {
    const body = { item_code: 1, damage_code: 1, photo_markup: { photo_sha256: sha, shapes: [{ ...circle, cx: 2 }] } };
    const result = v.safeParse(ConditionCreate, body);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("photo_markup: shape 1: cx must be a number from 0 to 1 (a fraction of the photo's width)");
    expect(v.parse(ConditionCreate, { item_code: 1, damage_code: 1, photo_markup: null }).photo_markup).toBeNull();
    expect(v.parse(PhotoMarkup, { photo_sha256: sha, shapes: [arrow] })).toEqual({ photo_sha256: sha, shapes: [arrow] });
    expect(v.safeParse(PhotoMarkup, { shapes: [arrow] }).issues?.[0]?.message).toBe(
      "photo_markup: photo_sha256 must name the photo the markup was drawn on by its SHA-256: 64 lowercase hex digits, as the damage's image.sha256",
    );
  });
});

describe('the photo a markup was drawn on', () => {
  it('is named by its SHA-256, 64 lowercase hex digits', () => {
    const named = "photo_sha256 must name the photo the markup was drawn on by its SHA-256: 64 lowercase hex digits, as the damage's image.sha256";
    expect(photoMarkupIssue({ shapes: [circle] })).toBe(named);
    for (const wrong of [null, 42, '', 'a1'.repeat(31), 'a1'.repeat(33), 'A1'.repeat(32), 'g1'.repeat(32), `sha256:${'a1'.repeat(32)}`])
      expect(photoMarkupIssue({ photo_sha256: wrong, shapes: [circle] })).toBe(named);
    expect(photoMarkupIssue({ photo_sha256: otherSha, shapes: [] })).toBeNull();
    expect(photoMarkupIssue({ photo: sha, shapes: [circle] })).toBe('a markup has no field "photo"');
  });

  it('is the only photo it is drawn over: another photo, or none, shows no markup', () => {
    const markup = { photo_sha256: sha, shapes: [circle] };
    expect(markupOnPhoto(markup, sha)).toBe(markup);
    expect(markupOnPhoto(markup, otherSha)).toBeNull();
    expect(markupOnPhoto(markup, null)).toBeNull();
    expect(markupOnPhoto(markup, undefined)).toBeNull();
    expect(markupOnPhoto(null, sha)).toBeNull();
  });

  it('is given to a drawing when it is saved; a markup tied already keeps its own', () => {
    expect(markupOf({ shapes: [circle] }, sha)).toEqual({ photo_sha256: sha, shapes: [circle] });
    const tied = { photo_sha256: sha, shapes: [circle] };
    expect(markupOf(tied, otherSha)).toBe(tied);
  });

  it('counts in the size limit while the shapes are drawn, before it is named', () => {
    // Long decimals, as a client other than the editor may send: strokes of 40-character points.
    const long = (i: number): [number, number] => [0.1234567890123456 + i / 1e6, 0.1234567890123456];
    const drawing = (n: number) => ({ shapes: [500, n].map((count) => ({ ...stroke, points: Array.from({ length: count }, (_, i) => long(i)) })) });
    const length = (value: object) => JSON.stringify(value).length;
    // The drawing that fits unnamed, but not once it names its photo: the editor refuses it.
    const n = Array.from({ length: 500 }, (_, i) => i + 2).find(
      (m) => length(drawing(m)) <= markupLimits.bytes && length({ photo_sha256: sha, ...drawing(m) }) > markupLimits.bytes,
    );
    expect(n).toBeDefined();
    expect(drawingIssue(drawing(n!))).toMatch(/^at most 32768 characters of JSON/);
    expect(drawingIssue(drawing(n! - 2))).toBeNull();
    expect(photoMarkupIssue({ photo_sha256: sha, ...drawing(n! - 2) })).toBeNull();
  });
});

describe('the editor’s helpers', () => {
  it('adds a shape within the limits, and answers null past them', () => {
    expect(withShape(null, circle)).toEqual({ shapes: [circle] });
    const full = { shapes: Array.from({ length: markupLimits.shapes }, () => circle) };
    expect(withShape(full, arrow)).toBeNull();
  });

  it('rounds coordinates to four decimals within 0 to 1', () => {
    expect(markupCoordinate(0.123456)).toBe(0.1235);
    expect(markupCoordinate(-0.2)).toBe(0);
    expect(markupCoordinate(1.7)).toBe(1);
  });

  it('reads the stored text back; an empty or broken one is none', () => {
    expect(parseStoredMarkup(JSON.stringify({ photo_sha256: sha, shapes: [circle] }))).toEqual({ photo_sha256: sha, shapes: [circle] });
    expect(parseStoredMarkup(JSON.stringify({ photo_sha256: sha, shapes: [] }))).toBeNull();
    // One stored before markups named their photo (the migration names it): none.
    expect(parseStoredMarkup(JSON.stringify({ shapes: [circle] }))).toBeNull();
    expect(parseStoredMarkup('{')).toBeNull();
    expect(parseStoredMarkup(null)).toBeNull();
    expect(markupOrNull({ shapes: [] })).toBeNull();
  });

  it('counts the marks in words', () => {
    expect(describeMarkup({ shapes: [circle, arrow, arrow] })).toBe('1 circle, 2 arrows');
    expect(describeMarkup(null)).toBe('no marks');
  });

  it('draws an arrow’s head at its tip, 30° either side of the shaft', () => {
    const [left, tip, right] = arrowHead({ type: 'arrow', colour: 'red', x1: 0, y1: 0.5, x2: 1, y2: 0.5 }, 100, 100);
    expect(tip).toEqual([100, 50]);
    expect(left[0]).toBeCloseTo(100 - 20 * Math.cos(Math.PI / 6));
    expect(left[1]).toBeCloseTo(50 - 10);
    expect(right[1]).toBeCloseTo(50 + 10);
  });
});
