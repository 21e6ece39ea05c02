import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConditionCreate } from './inspections';
import {
  arrowHead,
  describeMarkup,
  markupCoordinate,
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
const points = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [markupCoordinate(i / n), 0.5]);

describe('photoMarkupIssue', () => {
  it('takes circles, arrows and strokes in the palette, with every coordinate from 0 to 1 (the edges included)', () => {
    expect(photoMarkupIssue({ shapes: [circle, arrow, stroke] })).toBeNull();
    expect(photoMarkupIssue({ shapes: [] })).toBeNull();
    expect(photoMarkupIssue({ shapes: [{ ...circle, cx: 0, cy: 1, r: 1 }] })).toBeNull();
  });

  it('says which shape and which value is wrong', () => {
    expect(photoMarkupIssue({ shapes: [circle, { ...circle, cy: 1.0001 }] })).toBe(
      "shape 2: cy must be a number from 0 to 1 (a fraction of the photo's height)",
    );
    expect(photoMarkupIssue({ shapes: [{ ...arrow, x1: -0.1 }] })).toBe("shape 1: x1 must be a number from 0 to 1 (a fraction of the photo's width)");
    expect(photoMarkupIssue({ shapes: [{ ...arrow, x2: Number.NaN }] })).toMatch(/^shape 1: x2 must be a number/);
    expect(photoMarkupIssue({ shapes: [{ ...arrow, y2: '0.5' }] })).toMatch(/^shape 1: y2 must be a number/);
    expect(photoMarkupIssue({ shapes: [{ ...circle, r: 0 }] })).toMatch(/^shape 1: r must be a number over 0/);
    expect(
      photoMarkupIssue({
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
    expect(photoMarkupIssue({ shapes: [{ type: 'rectangle', colour: 'red' }] })).toBe(
      'shape 1: unknown shape "rectangle"; a shape is a circle, an arrow or a stroke',
    );
    expect(photoMarkupIssue({ shapes: [{ ...circle, label: 'dent' }] })).toBe('shape 1: a circle has no field "label"');
    expect(photoMarkupIssue({ shapes: [{ ...circle, colour: '#ff0000' }] })).toBe('shape 1: colour must be one of red, yellow, blue, white');
    expect(photoMarkupIssue({ shapes: [circle], version: 2 })).toBe('a markup has no field "version"');
    expect(photoMarkupIssue([circle])).toMatch(/^a markup is an object/);
    expect(photoMarkupIssue(null)).toMatch(/^a markup is an object/);
  });

  it('keeps to its limits: shapes, points per stroke, points in all, and characters', () => {
    expect(photoMarkupIssue({ shapes: Array.from({ length: markupLimits.shapes }, () => circle) })).toBeNull();
    expect(photoMarkupIssue({ shapes: Array.from({ length: markupLimits.shapes + 1 }, () => circle) })).toBe('at most 50 shapes (this one has 51)');
    expect(photoMarkupIssue({ shapes: [{ ...stroke, points: points(500) }] })).toBeNull();
    expect(photoMarkupIssue({ shapes: [{ ...stroke, points: points(501) }] })).toBe('shape 1: a stroke has from 2 to 500 points');
    expect(photoMarkupIssue({ shapes: [{ ...stroke, points: [[0, 0]] }] })).toBe('shape 1: a stroke has from 2 to 500 points');
    expect(photoMarkupIssue({ shapes: Array.from({ length: 4 }, () => ({ ...stroke, points: points(400) })) })).toBe(
      'at most 1500 points in all (this one has 1600)',
    );
    // Long decimals pass the point limits but not the size: 3 strokes of 500 points, 40 characters each.
    const long = (i: number): [number, number] => [0.1234567890123456 + i / 1e6, 0.1234567890123456];
    const heavy = { shapes: Array.from({ length: 3 }, () => ({ ...stroke, points: Array.from({ length: 500 }, (_, i) => long(i)) })) };
    expect(photoMarkupIssue(heavy)).toMatch(/^at most 32768 characters of JSON \(this one has \d+\)$/);
  });

  it('is the rule of the write bodies, named after the field', () => {
    const body = { item_code: 1, damage_code: 1, photo_markup: { shapes: [{ ...circle, cx: 2 }] } };
    const result = v.safeParse(ConditionCreate, body);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("photo_markup: shape 1: cx must be a number from 0 to 1 (a fraction of the photo's width)");
    expect(v.parse(ConditionCreate, { item_code: 1, damage_code: 1, photo_markup: null }).photo_markup).toBeNull();
    expect(v.parse(PhotoMarkup, { shapes: [arrow] })).toEqual({ shapes: [arrow] });
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
    expect(parseStoredMarkup(JSON.stringify({ shapes: [circle] }))).toEqual({ shapes: [circle] });
    expect(parseStoredMarkup(JSON.stringify({ shapes: [] }))).toBeNull();
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
