/**
 * The field rules the write schemas of the contract are built from: the server validates
 * each written field with them (through the list engine, which puts "Invalid <field>: " in
 * front of a message that is not a sentence of its own), and the screens check what is
 * typed with the same schemas before sending.
 */
import * as v from 'valibot';

export const flag = v.picklist([0, 1], 'must be 0 or 1');
export const text = (max: number) => v.pipe(v.string('must be text'), v.trim(), v.maxLength(max, `must be at most ${max} characters`));

/** Spaces and invisible format characters only (a zero-width space, a direction mark): text that shows nothing. */
const invisibleOnly = /^[\s\p{Cf}]*$/u;
export const showsNothing = (value: string): boolean => invisibleOnly.test(value);
/**
 * A required text must show something: empty, or spaces and invisible characters only, is refused
 * with `message` (a name of zero-width spaces was taken, and listed as a blank row).
 */
export const visible = (message: string) => v.check((value: string) => !showsNothing(value), message);

/**
 * An optional text that shows nothing is no text: null, as an absent one is and as the forms send
 * it (a blank shop description, rep name or site description was stored as "" beside null).
 */
export const blankIsNull = v.transform((value: string): string | null => (showsNothing(value) ? null : value));

/**
 * The form names are compared in (NFKC, then case-folded): `Bay 1`, `BAY 1` and the full-width
 * `Ｂａｙ １` are one name, as they read alike in a picker.
 */
export function nameKey(name: string): string {
  // Upper then lower approximates Unicode full case folding (ß → ss) without a table.
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

export const requiredText = (max: number) => v.pipe(text(max), visible('must not be empty'));
/** An optional text: trimmed, at most `max`, null when it shows nothing. */
export const nullableText = (max: number) => v.nullable(v.pipe(text(max), blankIsNull));
export const positiveId = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be positive'));

/** The first message of a value that fails `schema`, or null when it passes. */
export function ruleProblem(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
}
