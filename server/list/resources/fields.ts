/** Valibot schemas for writable fields, shared by the resource declarations. */
import * as v from 'valibot';

export const flag = v.picklist([0, 1], 'must be 0 or 1');
export const yesNo = v.picklist(['Y', 'N'], 'must be Y or N');
export const text = (max: number) => v.pipe(v.string('must be text'), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
export const requiredText = (max: number) => v.pipe(text(max), v.minLength(1, 'must not be empty'));
export const nullableText = (max: number) => v.nullable(text(max));
export const id = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be positive'));
export const code = (max: number) => v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));
