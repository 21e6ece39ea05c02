/** Reads and validates JSON request bodies: a bad body is a 400 that names the field. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './errors.ts';
import type { AppEnv } from './context.ts';
import { maxJsonBytes, readRawBody } from './raw-body.ts';

export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest('The body must be JSON (Content-Type: application/json)');
  // Read under the cap (413 past it) instead of buffering whatever arrives, then decoded.
  const text = new TextDecoder().decode(await readRawBody(c, maxJsonBytes, 'The body'));
  c.set('bodyText', text);
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
