/**
 * Records every /v3 call the server answers in api_logs, so the API Logs screen
 * shows real traffic: site, user, method, route, query, request headers and bodies.
 * Secrets never reach the log: the Authorization header, cookies, and any
 * password, token or secret field in a body are masked; binary bodies are described.
 * Secret links are masked wherever they appear (path, query, headers, bodies): the share
 * link of a condition report (`/condition-report/{secret}`, the page `/reports/{site}/{secret}`
 * that GET cubedUrl answers) and the public vehicle pages' hash (`/vehicle-photos/{hash}`,
 * `/location-history/{hash}`, `/dealers/vehiclePhotos/{site}/{hash}`, a `guid` field): each
 * opens its page to anyone, and whoever may read the log must not get what the route refused
 * them (issue 42).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/connection.ts';
import type { AppEnv, Deps } from './context.ts';
import { HttpError } from './errors.ts';
import { tooDeepAt } from './body.ts';
import { bodyLimitFor, readRawBody } from './raw-body.ts';

/** The largest body logged for a signed-in caller, and for an anonymous one (a flood of large anonymous bodies must not fill the log). */
export const maxLoggedBody = 256 * 1024;
export const maxAnonymousLoggedBody = 4 * 1024;
const secretKey = /pass(word)?|token|secret|authorization|^guid$/i;
const textual = /json|xml|text|x-www-form-urlencoded/;

/** The characters a secret path segment may hold (base64url and more): up to the next `/`, `?`, `#`, quote, space or markup. */
const segment = '[^/?#"\'\\s\\\\<>&]+';
/** Secret links inside any text, with what to keep of them: the secret itself becomes `****`. */
const secretLinks: readonly RegExp[] = [
  // The API's public routes: /v3/site/{code}/condition-report/{secret}[/pdf|/damage-photos/…], /vehicle-photos/{hash}, /location-history/{hash}.
  new RegExp(`(/(?:condition-report|vehicle-photos|location-history)/)${segment}`, 'g'),
  // The console's pages: /reports/{site}/{secret} (GET cubedUrl's url), /dealers/vehiclePhotos|locationHistory/{site}/{hash}.
  new RegExp(`(/(?:reports|dealers/vehiclePhotos|dealers/locationHistory)/[A-Za-z0-9]{2,8}/)${segment}`, 'g'),
];

/** The text with every secret link's secret masked (`/condition-report/****`). */
export function maskLinks(text: string): string {
  return secretLinks.reduce((masked, pattern) => masked.replace(pattern, '$1****'), text);
}

export function maskValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, secretKey.test(key) ? '****' : maskValue(inner)]));
  }
  return value;
}

/**
 * In JSON that cannot be parsed (cut, malformed, nested too deeply to walk), a secret key's
 * string value is masked by pattern (the key's length bounded, so the pattern stays linear).
 */
const secretMember = /("[^"\\]{0,40}(?:pass(?:word)?|token|secret|authorization|guid)[^"\\]{0,40}"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

/** Masks secrets in a body: JSON by key, form bodies by parameter name; secret links in any text. */
export function maskBody(text: string, contentType: string): string {
  if (contentType.includes('json')) {
    // maskValue recurses: a body nested deeper than any route accepts is masked by pattern instead.
    if (tooDeepAt(text) < 0) {
      try {
        return maskLinks(JSON.stringify(maskValue(JSON.parse(text))));
      } catch {
        // Not JSON: masked by pattern below.
      }
    }
    return maskLinks(text.replace(secretMember, '$1"****"'));
  }
  if (contentType.includes('x-www-form-urlencoded')) {
    const params = new URLSearchParams(text);
    for (const key of [...params.keys()]) if (secretKey.test(key)) params.set(key, '****');
    return maskLinks(params.toString());
  }
  return maskLinks(text);
}

export function maskHeaders(headers: Headers): Record<string, string> {
  const masked: Record<string, string> = {};
  headers.forEach((value, key) => {
    if (key === 'authorization') masked[key] = value.replace(/^(\w+)\s+.*$/, '$1 ****');
    else if (key === 'cookie' || secretKey.test(key)) masked[key] = '****';
    // A Referer names the page the call came from: the share link's own page, for a public report.
    else masked[key] = maskLinks(value);
  });
  return masked;
}

/** The query as logged: each parameter's values joined, a secret one masked, links and a filter on `guid` (`guid|eq|…`) masked. */
export function maskQuery(params: URLSearchParams): Record<string, string> {
  const masked = (value: string) => maskLinks(value.replace(/^(guid\|[a-z]+\|).*$/i, '$1****'));
  return Object.fromEntries([...params.keys()].map((key) => [key, secretKey.test(key) ? '****' : params.getAll(key).map(masked).join(',')]));
}

/**
 * A textual body as logged: masked, or, past the limit, only described. A larger body is
 * neither parsed nor kept (masking a multi-megabyte list reply on the event loop held every
 * other call up, and a cut JSON body could not be masked).
 */
function logged(text: string, contentType: string, limit: number): string | null {
  if (!text) return null;
  if (text.length > limit) return `[${contentType || 'text'} body, ${text.length} characters: over the ${limit / 1024} KiB logged]`;
  return maskBody(text, contentType);
}

function describeBinary(body: Request | Response, contentType: string): string {
  const length = body.headers.get('content-length');
  return `[${contentType || 'binary'} body${length ? `, ${length} bytes` : ''}]`;
}

async function describeResponseBody(response: Response, contentType: string, limit: number): Promise<string | null> {
  if (!response.body) return null;
  if (!textual.test(contentType)) return describeBinary(response, contentType);
  // A declared length past the limit (counted in bytes, at least the characters) is described without reading the reply.
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (length > limit) return `[${contentType} body, ${length} bytes: over the ${limit / 1024} KiB logged]`;
  return logged(await response.clone().text(), contentType, limit);
}

/**
 * The request body as logged, described after the call was answered: the bytes the route read
 * (shared through the capped reader). A body nobody read (a call refused before its body, such
 * as a 401) is read now only for a signed-in caller: an anonymous one never makes the server
 * buffer a body it refused.
 */
async function describeRequestBody(c: Context<AppEnv>, contentType: string, limit: number): Promise<string | null> {
  if (!c.req.raw.body) return null;
  if (!textual.test(contentType)) return describeBinary(c.req.raw, contentType);
  const read = Object.keys(c.req.bodyCache).length > 0;
  if (!read && !c.get('actor')) return '[body not read: the call was refused before its body]';
  let text: string;
  try {
    text = new TextDecoder().decode(await readRawBody(c, bodyLimitFor(contentType)));
  } catch (error) {
    if (error instanceof HttpError) return `[body not read: ${error.message}]`;
    throw error;
  }
  return logged(text, contentType, limit);
}

/** How long and how much of the API log is kept (README, "Settings": API_LOG_MAX_AGE_DAYS, API_LOG_MAX_MIB). */
export interface ApiLogRetention {
  maxAgeDays: number;
  /** The log's total size: the characters of its stored text plus `rowOverhead` a row. */
  maxBytes: number;
}
export const defaultApiLogRetention: ApiLogRetention = { maxAgeDays: 30, maxBytes: 256 * 1024 * 1024 };
const rowOverhead = 200;
const rowSize = `(${rowOverhead} + length(method) + length(route) + coalesce(length(params), 0) + coalesce(length(request_headers), 0)
  + coalesce(length(request_content), 0) + coalesce(length(response_content), 0))`;

/** The API log's size, as its retention counts it. */
export function apiLogSize(db: Db): number {
  return db.$client.prepare(`SELECT coalesce(sum(${rowSize}), 0) FROM api_logs`).pluck().get() as number;
}

/**
 * Keeps the log within its retention: rows older than the age go, then the oldest rows until
 * the log is a tenth under its size (so a flood prunes now and then, not at every call).
 * Returns the log's size after.
 */
export function pruneApiLog(db: Db, retention: ApiLogRetention): number {
  db.$client.prepare('DELETE FROM api_logs WHERE created_at < ?').run(new Date(Date.now() - retention.maxAgeDays * 86_400_000).toISOString());
  let size = apiLogSize(db);
  const oldest = db.$client.prepare(`SELECT id, ${rowSize} AS size FROM api_logs ORDER BY id LIMIT 500`);
  const removeUpTo = db.$client.prepare('DELETE FROM api_logs WHERE id <= ?');
  while (size > retention.maxBytes * 0.9) {
    const rows = oldest.all() as { id: number; size: number }[];
    if (!rows.length) break;
    let last = 0;
    for (const row of rows) {
      last = row.id;
      size -= row.size;
      if (size <= retention.maxBytes * 0.9) break;
    }
    removeUpTo.run(last);
  }
  return size;
}

export function apiLog({ db }: Deps, retention: ApiLogRetention = defaultApiLogRetention): MiddlewareHandler<AppEnv> {
  // The log's size as this process last knew it (another process sharing the database adds to
  // it too): counted up per row written, measured again at each prune.
  let size = pruneApiLog(db, retention);
  setInterval(() => (size = pruneApiLog(db, retention)), 3_600_000).unref();

  const insert = db.$client.prepare(
    `INSERT INTO api_logs (site_id, user_id, user, method, route, params, request_headers, request_content_type,
       request_content, response_status, response_content_type, response_content, duration_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const siteByCode = db.$client.prepare('SELECT id FROM sites WHERE code = ?');

  return async (c, next) => {
    const started = performance.now();
    const request = c.req.raw;
    const requestType = request.headers.get('content-type') ?? '';
    await next();
    try {
      const limit = c.get('actor') ? maxLoggedBody : maxAnonymousLoggedBody;
      const requestBody = await describeRequestBody(c, requestType, limit);
      const url = new URL(request.url);
      const actor = c.get('actor');
      const responseType = c.res.headers.get('content-type') ?? '';
      const responseBody = await describeResponseBody(c.res, responseType, limit);
      const siteCode = url.searchParams.get('site');
      const siteRow = siteCode ? (siteByCode.get(siteCode.toUpperCase()) as { id: number } | undefined) : undefined;
      let user = actor?.username ?? null;
      if (!user && requestBody && requestType.includes('json')) {
        try {
          const parsed = JSON.parse(requestBody) as { username?: unknown };
          if (typeof parsed.username === 'string') user = parsed.username;
        } catch {
          // Not an object with a username: no user to record.
        }
      }
      insert.run(
        siteRow?.id ?? actor?.siteIds[0] ?? null,
        actor?.userId ?? null,
        user,
        request.method,
        maskLinks(url.pathname),
        JSON.stringify(maskQuery(url.searchParams)),
        JSON.stringify(maskHeaders(request.headers)),
        requestType || null,
        requestBody,
        c.res.status,
        responseType || null,
        responseBody,
        Math.round(performance.now() - started),
      );
      size += rowOverhead + [request.method, url.pathname, requestBody, responseBody].reduce((sum, text) => sum + (text?.length ?? 0), 0) + 2048;
      if (size > retention.maxBytes) size = pruneApiLog(db, retention);
    } catch (error) {
      // A failed log write must never fail the call it describes.
      console.error('api log write failed:', error instanceof Error ? error.message : error);
    }
  };
}
