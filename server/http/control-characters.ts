/**
 * Text with a control character is refused with a 400 that names where it is, on either
 * database: PostgreSQL cannot store U+0000 (it answered 500), and SQLite kept it without a word.
 * The bodies' strings are checked as they are read (body.ts); the address's path and query here.
 */
import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors.ts';
import type { AppEnv } from './context.ts';

/**
 * A control character (C0, DEL, C1), but tab, line feed and carriage return (which notes may
 * hold); and the direction controls that reorder what follows them (U+202A-U+202E, U+2066-U+2069:
 * a shop named "\u202Eevil" was shown backwards, and so was the rest of its row).
 */
const controlCharacter = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

/** The first control character in `text`, as U+XXXX, or null. */
export function controlCharacterIn(text: string): string | null {
  const found = controlCharacter.exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/**
 * Half of a character: a UTF-16 surrogate without its other half. JSON can send one (`"\ud83d"`,
 * or an emoji cut in two by a client's length limit); stored, it becomes U+FFFD (a question mark in a box) on either database.
 */
const halfCharacter = /\p{Cs}/u;

/** The first half-character in `text`, as U+XXXX, or null. */
export function halfCharacterIn(text: string): string | null {
  const found = halfCharacter.exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase()}` : null;
}

/** A /v3 address whose path or query holds a control character (`?site=D%00AL`) is a 400. */
export const plainAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Broken percent-encoding: the route answers it (no such record, or a 400 of its own).
  }
  const inPath = controlCharacterIn(path);
  if (inPath) throw badRequest(`The address contains a control character (${inPath})`);
  for (const [name, value] of url.searchParams) {
    const inName = controlCharacterIn(name);
    if (inName) throw badRequest(`The address's parameter name contains a control character (${inName})`);
    const inValue = controlCharacterIn(value);
    if (inValue) throw badRequest(`The address's '${name.slice(0, 40)}' contains a control character (${inValue})`);
  }
  await next();
};
