/**
 * Reads and validates JSON request bodies: a bad body is a 400 that names the field; one nested
 * deeper than `maxJsonDepth` is a 400 before it is parsed; bytes that are not UTF-8 and text
 * with a control character are a 400 on either database (PostgreSQL cannot store U+0000, and
 * SQLite would keep it, or a replacement character, without a word).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest, type HttpError } from './errors.ts';
import { controlCharacterIn, halfCharacterIn } from './control-characters.ts';
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

/** What is wrong with a string of a body: a control character, or half of a character (a lone surrogate). */
interface BadCharacter {
  field: string;
  character: string;
  kind: 'control' | 'half';
}

function badCharacterIn(text: string, field: string): BadCharacter | null {
  const control = controlCharacterIn(text);
  if (control) return { field, character: control, kind: 'control' };
  const half = halfCharacterIn(text);
  return half ? { field, character: half, kind: 'half' } : null;
}

/** Where a parsed body first holds a control character or half a character, in a value or a key: the field's dot path and the character. */
export function controlCharacterAt(value: unknown, path = ''): BadCharacter | null {
  if (typeof value === 'string') return badCharacterIn(value, path || 'The body');
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    const inKey = badCharacterIn(key, field);
    if (inKey) return inKey;
    const inItem = controlCharacterAt(item, field);
    if (inItem) return inItem;
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body parsed as JSON, its text not yet judged (readJson and readBody judge it). */
async function parseJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest('The body must be JSON (Content-Type: application/json)');
  // Read under the cap (413 past it) instead of buffering whatever arrives, then decoded.
  const bytes = await readRawBody(c, maxJsonBytes, 'The body');
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    c.set('bodyText', new TextDecoder().decode(bytes));
    throw badRequest('The body is not valid UTF-8 text');
  }
  c.set('bodyText', text);
  if (tooDeepAt(text) >= 0) throw badRequest(`The body nests arrays and objects too deeply: at most ${maxJsonDepth} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}

/** Refuses a body with a control character, or half a character, in a value or a key (400, naming the field). */
function refuseControlCharacters(body: unknown): void {
  const bad = controlCharacterAt(body);
  if (bad?.kind === 'control')
    throw badRequest(`${bad.field} contains a control character (${bad.character}): text may hold tabs and line breaks, no other control characters`);
  if (bad) throw badRequest(`${bad.field} contains half of a character (${bad.character}), as an emoji cut in two: send whole characters`);
}

/** A JSON body, with no control character in its text. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const body = await parseJson(c);
  refuseControlCharacters(body);
  return body;
}

/** A JSON body that must be an object (every write's): an array, a string or null is a 400. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  return jsonObject(await readJson(c));
}

function jsonObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** What valibot expected, in words: `number | null` is "a number or null". */
function expectedInWords(expected: string): string {
  const words: Record<string, string> = { number: 'a number', string: 'text', boolean: 'true or false', null: 'null', Object: 'an object', Array: 'a list' };
  return expected
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .map((part) => words[part] ?? part)
    .join(' or ');
}

/**
 * A body read against its schema (an object schema: the body must be a JSON object). A refusal
 * names the field as the generic writes do: "labor_cost must be a number or null", "Field
 * 'bogus' cannot be written"; a message of our own schemas ("Username must not contain control
 * characters") is kept, and comes before the general rule on control characters.
 */
export async function readBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const body = jsonObject(await parseJson(c));
  const result = v.safeParse(schema, body);
  if (result.success) {
    refuseControlCharacters(body);
    return result.output;
  }
  throw issueRefusal(result.issues[0]);
}

/**
 * A valibot refusal in words that name the field by its dot path (`within`: the field the value
 * was read for, the generic writes'): "Field 'options.x' cannot be written", "options.registration.
 * defaultLights.green is required", "labor_cost must be a number or null"; a message of our own
 * schemas is kept as it is.
 */
export function issueRefusal(issue: v.BaseIssue<unknown>, within?: string): HttpError {
  const inner = v.getDotPath(issue);
  const field = within && inner ? `${within}.${inner}` : (within ?? inner);
  const own = !issue.message.startsWith('Invalid');
  if (issue.type === 'strict_object' && issue.expected === 'never' && !own && field) return badRequest(`Field '${field}' cannot be written`);
  if (field && issue.input === undefined) return badRequest(`${field} is required`);
  // valibot's own messages ("Invalid type: …") become the field and what it takes.
  if (issue.message.startsWith('Invalid type') && issue.expected) return badRequest(`${field ?? 'The body'} must be ${expectedInWords(issue.expected)}`);
  return badRequest(own || !field ? issue.message : `${field}: ${issue.message}`);
}
