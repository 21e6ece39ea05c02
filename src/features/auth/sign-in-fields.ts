/**
 * What the sign-in forms check before they call the server: auction
 * sign-in needs site code, username and password; admin sign-in an e-mail and a password.
 * checkForm turns any valibot object schema's failures into one message per field (the
 * registration form uses it with the contract's RegisterRequest).
 */
import * as v from 'valibot';

const required = (label: string) => v.pipe(v.string(), v.trim(), v.minLength(1, `${label} is required`));
// Passwords are sent as typed: spaces may be part of one.
const password = v.pipe(v.string(), v.minLength(1, 'Password is required'));

export const AuctionSignIn = v.object({
  site: v.pipe(required('Site Code'), v.toUpperCase()),
  username: required('Username'),
  password,
});
export type AuctionSignIn = v.InferOutput<typeof AuctionSignIn>;

export const AdminSignIn = v.object({
  email: v.pipe(required('E-mail'), v.email('Enter an e-mail address such as name@example.com')),
  password,
});
export type AdminSignIn = v.InferOutput<typeof AdminSignIn>;

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Parses a form's values: the typed output, or the first message of each failing field. */
export function checkForm<S extends v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  values: Record<keyof S['entries'], string>,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors<S['entries']> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const nested: Record<string, [string, ...string[]] | undefined> = v.flatten(result.issues).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(nested)) if (messages) errors[key] = messages[0];
  return { ok: false, errors: errors as FieldErrors<S['entries']> };
}
