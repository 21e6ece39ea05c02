/**
 * A vehicle's tyres document (its "Tyres" fields and the lookup lists), its checks and
 * the choices the tyres panel offers. The server refuses a bad value with a 400 that names
 * it (tiresIssue); the panel offers only valid values.
 */
import * as v from 'valibot';

export const wheelKeys = ['leftFront', 'rightFront', 'leftRear', 'rightRear'] as const;
export type WheelKey = (typeof wheelKeys)[number];

export const wheelNames: Readonly<Record<WheelKey, string>> = {
  leftFront: 'Left front',
  rightFront: 'Right front',
  leftRear: 'Left rear',
  rightRear: 'Right rear',
};

/** Brand ids 1 to 72; 72 is Off-brand. */
export const tireBrandCount = 72;
export const OFF_BRAND_ID = 72;

/** Tread depth in 32nds of an inch: 0 to 20. */
export const treadDepths: readonly number[] = Array.from({ length: 21 }, (_, depth) => depth);
/** Rim diameters in inches: 10 to 30. */
export const wheelDiameters: readonly number[] = Array.from({ length: 21 }, (_, index) => 10 + index);
/** Aspect ratios: the flotation sizes' section widths in inches (7.5 to 15.5), then metric ratios 25 to 85. */
export const tireRatios: readonly number[] = [7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, ...Array.from({ length: 13 }, (_, index) => 25 + index * 5)];
/** Section widths: metric 145 to 395 mm, then flotation diameters 27X to 44X (inches). */
export const sectionWidths: readonly (number | string)[] = [
  ...Array.from({ length: 26 }, (_, index) => 145 + index * 10),
  ...Array.from({ length: 18 }, (_, index) => `${27 + index}X`),
];

const Measure = v.nullable(v.union([v.number(), v.string()]));

export const Tire = v.object({
  brand_id: v.nullable(v.number()),
  /** 0 (or null) when not measured: autograde warns about it. */
  treadWidth: Measure,
  profile: v.nullable(v.number()),
  diameter: v.nullable(v.number()),
  /** Null when not measured: autograde warns about it. */
  treadDepth: v.nullable(v.number()),
});
export type Tire = v.InferOutput<typeof Tire>;

export const Tires = v.object({
  leftFront: Tire,
  rightFront: Tire,
  leftRear: Tire,
  rightRear: Tire,
  spareExists: v.boolean(),
});
export type Tires = v.InferOutput<typeof Tires>;

/** The tyres as a write sends them: strict, a field the API does not keep (`pressure`, `spare`) is refused, not dropped. */
const TireWrite = v.strictObject(Tire.entries);
export const TiresWrite = v.strictObject({ ...Tires.entries, leftFront: TireWrite, rightFront: TireWrite, leftRear: TireWrite, rightRear: TireWrite });

export const emptyTire: Tire = { brand_id: null, treadWidth: 0, profile: null, diameter: null, treadDepth: null };
export const emptyTires: Tires = { leftFront: emptyTire, rightFront: emptyTire, leftRear: emptyTire, rightRear: emptyTire, spareExists: false };

function tireIssue(path: string, tire: Tire): string | null {
  if (tire.brand_id !== null && !(Number.isInteger(tire.brand_id) && tire.brand_id >= 1 && tire.brand_id <= tireBrandCount)) {
    return `${path}.brand_id must be one of the ${tireBrandCount} tyre brands (1 to ${tireBrandCount})`;
  }
  if (tire.treadWidth !== null && tire.treadWidth !== 0 && !sectionWidths.includes(tire.treadWidth)) {
    return `${path}.treadWidth must be a section width from 145 to 44X`;
  }
  if (tire.profile !== null && !tireRatios.includes(tire.profile)) return `${path}.profile must be a ratio from 7.5 to 85`;
  if (tire.diameter !== null && !wheelDiameters.includes(tire.diameter)) return `${path}.diameter must be a whole number of inches from 10 to 30`;
  if (tire.treadDepth !== null && !treadDepths.includes(tire.treadDepth)) return `${path}.treadDepth must be a whole number from 0 to 20`;
  return null;
}

/** Every value of a tyres document checked: null when valid, else the refusal naming the value. */
export function tiresIssue(tires: Tires): string | null {
  for (const key of wheelKeys) {
    const issue = tireIssue(`tires.${key}`, tires[key]);
    if (issue) return issue;
  }
  return null;
}

/** True when a tyre is missing a measurement autograde needs (zero treadWidth or empty treadDepth). */
export function tireIncomplete(tire: Tire): boolean {
  return tire.treadWidth === 0 || tire.treadWidth === null || tire.treadDepth === null;
}
