/**
 * Crafted requests that once made the server answer 500 (issue 15): names that are
 * properties of every JavaScript object (`__proto__`, `constructor`, …) in paths, query keys,
 * query values and JSON bodies, malformed percent-encoding, and what PostgreSQL refuses where
 * SQLite did not (a NUL character in text, 1.5 or 20 digits for a bigint). The malformed-input
 * test runs every entry against every route of the real app, on both databases; each must get
 * a 4xx that says what is wrong.
 */

/** Names every plain object inherits: a lookup `object[name]` finds them unless it is guarded. */
export const prototypeNames = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'] as const;

/** Percent-encoding that does not decode: a cut UTF-8 sequence, a lone `%`, bad hex, an invalid byte. */
export const badEncodings = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%ED%A0%80', 'a%2'] as const;

/** Values a path parameter is given (already encoded for the URL). */
const appPathValues: readonly string[] = [...prototypeNames, ...badEncodings];

/**
 * What the two databases take differently (PostgreSQL refused these with an error where SQLite
 * answered): control characters in text, and numbers no bigint holds. The PostgreSQL pass sends
 * these only; the rest of the corpus tests the app's JavaScript, which is the same on both.
 */
const databaseTraps = {
  pathValues: ['a%00b', '%01', '1.5', '99999999999999999999999'],
  queries: [
    'site=D%00AL',
    'q=a%00b',
    'a%00b=1',
    'filters[0]=vin|eq|a%00b',
    'filters[0]=name|like|%07',
    'filters[0]=vehicle_id|eq|1.5',
    'filters[0]=vehicle_id|eq|99999999999999999999999',
    'filters[0]=id|gte|1.5',
    'filters[0]=site_id|eq|-99999999999999999999',
  ],
  jsonBodies: [
    '{"name":"a\\u0000b","site":"DAL","username":"insp\\u0000ector","password":"x","description":"\\u0000","notes":"x"}',
    '{"display_name":"\\u0007","first_name":"\\u001b[31m","email":"a\\u0000@example.com"}',
    '{"a\\u0000b":1}',
    '"\\u0000"',
    'null',
    '[]',
    '{"vehicle_id":1.5,"site_id":99999999999999999999999,"id":-1}',
  ],
};

/** Query strings added to a route (already encoded for the URL). */
const appQueries: readonly string[] = [
  ...prototypeNames
    .slice(0, 5)
    .flatMap((name) => [
      `${name}=1`,
      `site=${name}`,
      `with[]=${name}`,
      `withCount[]=${name}`,
      `has[]=${name}`,
      `notHas[]=${name}`,
      `filters[0]=${name}|eq|1`,
      `filters[0]=${name}.id|eq|1`,
      `order_by[]=${name}|asc`,
      `with[]=dealer.${name}`,
      `${name}[]=1`,
    ]),
  ...badEncodings.flatMap((bad) => [`${bad}=1`, `site=${bad}`, `q=${bad}`, `with[]=${bad}`, `filters[0]=name|eq|${bad}`]),
];

/** JSON bodies sent to the routes that take one. */
const appJsonBodies: readonly string[] = [
  ...prototypeNames.flatMap((name) => [
    `{"${name}":{"polluted":1}}`,
    `{"${name}":1}`,
    `{"name":"${name}","site":"${name}","username":"${name}","password":"${name}","status":"${name}"}`,
    `{"data":{"${name}":1},"values":{"${name}":{"x":1}}}`,
    `["${name}"]`,
  ]),
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"__proto__":{"__proto__":{"polluted":1}}}',
];

/** A request of the corpus, with what it was made from (for the failure message). */
export interface MalformedRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

/** Values that reach past a route's first checks, by parameter name (anything else: 1). */
const plausible: Record<string, string> = {
  name: 'vehicles',
  siteCode: 'DAL',
  code: 'DAL',
  size: 'thumb',
  integration: 'cubed',
  start: '2026-01-01',
  end: '2026-01-31',
};

/** Fills a route pattern's parameters (`:id`, `:name{…}`, `*`): with one value, or each with a plausible one. */
export function fillPattern(pattern: string, value?: string): string {
  return pattern
    .replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_, name: string) => value ?? (Object.hasOwn(plausible, name) ? plausible[name] : '1') ?? '1')
    .replace(/\*/g, value ?? '1');
}

/**
 * Every crafted request for one route: its parameters filled, query strings added, bodies sent;
 * `'database'`, the database traps only; `'all'`, those and the rest.
 */
export function malformedRequests(method: string, pattern: string, corpus: 'all' | 'database' = 'all'): MalformedRequest[] {
  const plain = fillPattern(pattern);
  const pathValues = [...(corpus === 'all' ? appPathValues : []), ...databaseTraps.pathValues];
  const queries = [...(corpus === 'all' ? appQueries : []), ...databaseTraps.queries];
  const jsonBodies = [...(corpus === 'all' ? appJsonBodies : []), ...databaseTraps.jsonBodies];
  const requests: MalformedRequest[] = [];
  // Each parameter in turn takes each crafted value; the others keep plausible ones.
  const parameters = pattern.match(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g) ?? [];
  for (const parameter of parameters) {
    for (const value of pathValues) requests.push({ method, path: fillPattern(pattern.replace(parameter, value)) });
  }
  const reading = method === 'GET' || method === 'HEAD';
  // Lists read the query; a write reads a few parameters (site) at most: it gets a sample.
  for (const query of reading ? queries : queries.filter((_, index) => index % 7 === 0)) requests.push({ method, path: `${plain}?${query}` });
  if (!reading) {
    for (const body of jsonBodies) requests.push({ method, path: plain, body, contentType: 'application/json' });
    requests.push({
      method,
      path: plain,
      body: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    });
    requests.push({ method, path: plain, body: '__proto__=1&constructor[prototype]=1', contentType: 'application/x-www-form-urlencoded' });
  }
  return requests;
}
