/**
 * Reads and validates JSON request bodies: a bad body is a 400 that names the field; one nested
 * deeper than `maxJsonDepth` is a 400 before it is parsed.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './errors.ts';
import type { AppEnv } from './context.ts';
import { maxJsonBytes, readRawBody } from './raw-body.ts';

/** The most arrays and objects a JSON body may nest (the deepest the console sends is a handful). */
export const maxJsonDepth = 64;

/**
 * Where a JSON text first nests deeper than `max` arrays and objects (the index of that `[` or
 * `{`), or -1. A linear scan of the characters that counts brackets outside strings and stops
 * at the first one too deep: a body of 400,000 levels is refused after 65 characters, before
 * JSON.parse spends hundreds of milliseconds on it (issue 42). Malformed text is left to JSON.parse.
 */
export function tooDeepAt(text: string, max = maxJsonDepth): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return i;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return -1;
}

export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest('The body must be JSON (Content-Type: application/json)');
  // Read under the cap (413 past it) instead of buffering whatever arrives, then decoded.
  const text = new TextDecoder().decode(await readRawBody(c, maxJsonBytes, 'The body'));
  c.set('bodyText', text);
  if (tooDeepAt(text) >= 0) throw badRequest(`The body nests arrays and objects too deeply: at most ${maxJsonDepth} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}

export async function readBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const result = v.safeParse(schema, await readJson(c));
  if (!result.success) {
    const issue = result.issues[0];
    const field = issue ? v.getDotPath(issue) : null;
    if (field && issue?.input === undefined) throw badRequest(`${field} is required`);
    const message = issue?.message ?? 'Invalid body';
    // Our schemas say what is wrong in full ("First Name is required"); valibot's own
    // messages ("Invalid type: …") need the field's name in front.
    throw badRequest(field && message.startsWith('Invalid') ? `${field}: ${message}` : message);
  }
  return result.output;
}
