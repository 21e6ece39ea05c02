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
import { randomInt } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { sql, type Insertable } from 'kysely';
import { lockedJob } from '../db/periodic.ts';
import { compiledOnce, q, writeTransaction, type Database, type DbHandle } from '../db/query.ts';
import { siteByCode } from '../platform/sites.ts';
import type { AppEnv, Deps } from './context.ts';
import { controlCharacterIn } from './control-characters.ts';
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

/** How long and how much of the API log is kept (docs/configuration.md: API_LOG_MAX_AGE_DAYS, API_LOG_MAX_MIB). */
export interface ApiLogRetention {
  maxAgeDays: number;
  /** The log's total size: the characters of its stored text plus `rowOverhead` a row. */
  maxBytes: number;
}
export const defaultApiLogRetention: ApiLogRetention = { maxAgeDays: 30, maxBytes: 256 * 1024 * 1024 };
const rowOverhead = 200;
/** A row's size, as the retention counts it (the same SQL on both engines: length() counts characters). */
const rowSize = sql<number>`(${sql.lit(rowOverhead)} + length(method) + length(route) + coalesce(length(params), 0) + coalesce(length(request_headers), 0)
  + coalesce(length(request_content), 0) + coalesce(length(response_content), 0))`;

/** The API log's size, as its retention counts it, measured (every row read: for the prune, not for a request). */
export async function apiLogSize(db: DbHandle): Promise<number> {
  const row = await q(db)
    .selectFrom('api_logs')
    .select(sql<number>`coalesce(sum(${rowSize}), 0)`.as('bytes'))
    .executeTakeFirstOrThrow();
  return row.bytes;
}

/**
 * The kept size is the sum of this many rows of `api_log_size` (ids 1 to N), and each call adds
 * its row's size to one of them, drawn at random, then reads the sum once committed. On
 * PostgreSQL a call's write holds the row it updated until it commits: with a single row, every
 * call of every process waited for the one before it to commit, and three processes answered
 * fewer calls than one (docs/performance.md).
 */
const sizeRows = 16;

/** The log's size as the database keeps it (`api_log_size`); undefined before the first prune measured it. */
export async function keptApiLogSize(db: DbHandle): Promise<number | undefined> {
  const [kept] = await keptSize(db, {});
  return kept?.rows ? kept.bytes : undefined;
}

/**
 * Measures the log again and keeps the figure. Every row of the figure is locked first
 * (PostgreSQL; made when missing): a write that added to it before has committed, one that adds
 * after waits, so the sum, a later statement, counts exactly the rows the figure then stands for.
 */
async function remeasure(db: DbHandle): Promise<number> {
  return writeTransaction(db, async () => {
    await q(db)
      .insertInto('api_log_size')
      .values(Array.from({ length: sizeRows }, (_, index) => ({ id: index + 1, bytes: 0 })))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await q(db)
      .updateTable('api_log_size')
      .set({ bytes: sql<number>`bytes` })
      .execute();
    const bytes = await apiLogSize(db);
    // Two statements, so that the figure is bound as the column's type (bigint on PostgreSQL: a
    // CASE with a literal 0 would take it as an integer, and refuse a log past 2 GB).
    await q(db).updateTable('api_log_size').set({ bytes }).where('id', '=', 1).execute();
    await q(db).updateTable('api_log_size').set({ bytes: 0 }).where('id', '<>', 1).execute();
    return bytes;
  });
}

/**
 * Keeps the log within its retention: rows older than the age go, then the oldest rows until
 * the log is a tenth under its size (so a flood prunes now and then, not at every call).
 * Returns the log's size after, measured and kept in the database.
 */
export async function pruneApiLog(db: DbHandle, retention: ApiLogRetention): Promise<number> {
  await q(db)
    .deleteFrom('api_logs')
    .where('created_at', '<', new Date(Date.now() - retention.maxAgeDays * 86_400_000).toISOString())
    .execute();
  let measured = 0;
  // Again when calls of other processes, written while this one measured, took the log past its
  // cap (they found the prune running elsewhere and left it to this one); a few times at most.
  for (let pass = 0; pass < 3; pass++) {
    await removeOldest(db, await apiLogSize(db), retention.maxBytes * 0.9);
    measured = await remeasure(db);
    if (measured <= retention.maxBytes) break;
  }
  return measured;
}

/** Removes the oldest rows until the log of `size` is within `target`. */
async function removeOldest(db: DbHandle, size: number, target: number): Promise<void> {
  while (size > target) {
    const rows = await q(db)
      .selectFrom('api_logs')
      .select(['id', rowSize.as('size')])
      .orderBy('id')
      .limit(500)
      .execute();
    if (!rows.length) break;
    let last = 0;
    for (const row of rows) {
      last = row.id;
      size -= row.size;
      if (size <= target) break;
    }
    await q(db).deleteFrom('api_logs').where('id', '<=', last).execute();
  }
}

/** A call as the log records it. */
export type ApiLogEntry = Omit<Insertable<Database['api_logs']>, 'id' | 'created_at'>;

// Every call writes these, compiled once: the row, and its size added to the kept figure.
const columns = [
  'site_id',
  'user_id',
  'user',
  'method',
  'route',
  'params',
  'request_headers',
  'request_content_type',
  'request_content',
  'response_status',
  'response_content_type',
  'response_content',
  'duration_ms',
] as const satisfies readonly (keyof ApiLogEntry)[];
const insertEntry = compiledOnce<(typeof columns)[number], { size: number }>((query, param) =>
  query
    .insertInto('api_logs')
    .values(Object.fromEntries(columns.map((column) => [column, param(column)])) as unknown as Insertable<Database['api_logs']>)
    .returning(rowSize.as('size')),
);
const addSize = compiledOnce<'size' | 'row', { bytes: number }>((query, param) =>
  query
    .updateTable('api_log_size')
    .set({ bytes: sql<number>`bytes + ${param('size')}` })
    .where('id', '=', param('row') as unknown as number)
    .returning('bytes'),
);
const keptSize = compiledOnce<never, { rows: number; bytes: number }>((query) =>
  query.selectFrom('api_log_size').select([sql<number>`count(*)`.as('rows'), sql<number>`cast(coalesce(sum(bytes), 0) as bigint)`.as('bytes')]),
);

/**
 * The API log of `db`: `write` records a call and keeps the log within `retention`. Its size is
 * kept in the database, added to in each row's own write transaction, so with several server
 * processes each sees the log's size, not only its own share; when it passes the cap, the prune
 * runs (in one process at a time: the others skip it). Pruned hourly too.
 */
export function apiLogStore(db: DbHandle, retention: ApiLogRetention = defaultApiLogRetention) {
  const prune = lockedJob(db, 'API log prune', 3_600_000, async () => {
    await pruneApiLog(db, retention);
  });
  return {
    prune,
    async write(entry: ApiLogEntry): Promise<void> {
      const measured = await writeTransaction(db, async () => {
        const [row] = await insertEntry(
          db,
          Object.fromEntries(columns.map((column) => [column, entry[column] ?? null])) as Record<(typeof columns)[number], unknown>,
        );
        const [added] = await addSize(db, { size: row!.size, row: 1 + randomInt(sizeRows) });
        return added !== undefined;
      });
      // The sum once committed: calls that add at once do not see each other's rows inside their
      // transactions, but the last of them to commit sees all of them here.
      const size = measured ? (await keptSize(db, {}))[0]?.bytes : undefined;
      // Not measured yet (a new database): the prune measures it.
      if (size === undefined || size > retention.maxBytes) await prune.run();
    },
  };
}

/**
 * Text as PostgreSQL's text can hold it: a NUL character (which a refused call may carry, raw
 * in its body or as the username it tried) becomes U+FFFD, so the refused call is still logged.
 */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

export function apiLog({ db }: Deps, retention: ApiLogRetention = defaultApiLogRetention): MiddlewareHandler<AppEnv> {
  const log = apiLogStore(db, retention);

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
      // A code with a control character is no site (and PostgreSQL could not even compare it).
      const site = siteCode && !controlCharacterIn(siteCode) ? await siteByCode(db, siteCode.toUpperCase()) : undefined;
      let user = actor?.username ?? null;
      if (!user && requestBody && requestType.includes('json')) {
        try {
          const parsed = JSON.parse(requestBody) as { username?: unknown };
          if (typeof parsed.username === 'string') user = parsed.username;
        } catch {
          // Not an object with a username: no user to record.
        }
      }
      await log.write({
        site_id: site?.id ?? actor?.siteIds[0] ?? null,
        user_id: actor?.userId ?? null,
        user: user === null ? null : storable(user),
        method: request.method,
        route: maskLinks(url.pathname),
        params: JSON.stringify(maskQuery(url.searchParams)),
        request_headers: JSON.stringify(maskHeaders(request.headers)),
        request_content_type: requestType || null,
        request_content: requestBody === null ? null : storable(requestBody),
        response_status: c.res.status,
        response_content_type: responseType || null,
        response_content: responseBody === null ? null : storable(responseBody),
        duration_ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      // A failed log write must never fail the call it describes.
      console.error('api log write failed:', error instanceof Error ? error.message : error);
    }
  };
}
