/**
 * The first screen's API read, sent before the app has arrived (issue 16, ADR 0048).
 *
 * A second entry, beside main.tsx, that index.html loads `async` with it: a few KB, where the
 * entry is 120. On a tablet's network (560 ms a round trip, 1.4 Mbit/s) it runs about when the
 * entry starts to arrive, so the screen's read is on the wire a second before the router would
 * send it, and its rows arrive with the code rather than a round trip after it.
 *
 * It computes the read as the screen does, with the screen's own declaration and rules (the
 * list's search schema and `listPageQuery`, the session's site, the selected environment) and
 * sends it through `readAhead` (api/http.ts), which hands the answer to the screen's `http()`
 * call for the same URL and token. Whatever goes wrong here (signed out, another screen, a
 * read that needs the app's query client, an old URL) sends nothing: the screen reads as usual.
 *
 * Everything it imports travels in its own chunk (scripts/chunk-groups.ts, `read-ahead`), which
 * the build checks imports no other (scripts/boot-preload.ts): a chunk it waited for would cost
 * the round trip it exists to save.
 */
import type { QueryClient } from '@tanstack/react-query';
import { defaultParseSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { readAhead } from './api/http';
import { currentSiteCode } from './auth/current-site';
import { roleOf, type Role } from './auth/roles';
import { getSession, sessionToken, type Session } from './auth/session';
import type { FilterDefs, ListSearch } from './components/data-list/list-definition';
import type { ReadableList } from './components/data-list/list-read';
import { listPageQuery } from './components/data-list/list-state';
import { dealerList } from './features/dealers/list/dealer-list';
import { apiLogList } from './features/logs/api-logs/api-log-list';
import { vehicleList } from './features/vehicles/list/vehicle-list';
import { loadEnvironments } from './lib/environments';

/**
 * A screen whose read is sent ahead: its address, the role its layout route lets in (another
 * role is sent to /access/…, and its read would only be refused), and its read for the URL's
 * search and the session.
 */
export interface FirstRead {
  path: RegExp;
  role: Exclude<Role, 'user'>;
  send(search: Record<string, unknown>, session: Session, token: string): Promise<void>;
}

/** A list screen's first page, as its route's loader asks for it (`listPageOptions(list, search, scope)`). */
export function listFirstRead<TFilters extends FilterDefs, TSort extends string, TRow, TScope>(
  path: RegExp,
  role: FirstRead['role'],
  list: ReadableList<TFilters, TSort, TRow, TScope>,
  scope: (session: Session) => NoInfer<TScope>,
): FirstRead {
  return {
    path,
    role,
    async send(raw, session, token) {
      const search: ListSearch<TFilters, TSort> = v.parse(list.search, raw);
      readAhead(list.read.path, await listPageQuery(list, scope(session), search, noQueryClient), token);
    },
  };
}

/** A read that needs the app's query client (a look-up) is not sent ahead. */
const noQueryClient = new Proxy({} as QueryClient, {
  get() {
    throw new Error('A read sent ahead has no query client');
  },
});

/**
 * The screens opened cold: the vehicles list an inspector opens on the lot
 * (src/routes/_signed-in/_auction/vehicles/index.tsx), the dealers list at the desk
 * (…/_auction/dealers/index.tsx) and the admin's API logs (…/_admin/apilogs.tsx). Each reads
 * as its route's loader does.
 */
export const firstReads: readonly FirstRead[] = [
  listFirstRead(/^\/vehicles\/?$/, 'auction', vehicleList, currentSiteCode),
  listFirstRead(/^\/dealers\/?$/, 'auction', dealerList, currentSiteCode),
  listFirstRead(/^\/apilogs\/?$/, 'admin', apiLogList, () => undefined),
];

/** Sends the read of the screen at `location`, if it has one and a user is signed in. */
export async function sendFirstRead(location: Pick<Location, 'pathname' | 'search'>, reads = firstReads): Promise<void> {
  const token = sessionToken();
  const first = reads.find((read) => read.path.test(location.pathname));
  if (token === null || first === undefined || roleOf(getSession().user) !== first.role) return;
  await loadEnvironments();
  // The router's own reading of the query string (values are JSON where they parse as JSON).
  await first.send(defaultParseSearch(location.search), getSession(), token);
}

declare global {
  interface Window {
    /** The boot script's preloads of the screen's code (scripts/boot-preload.ts), held until the read is sent. */
    __lotPreload?: () => void;
  }
}

// The read first, then the code: over HTTP/1.1's six connections the read would queue behind it.
void sendFirstRead(window.location)
  .catch(() => undefined)
  .finally(() => window.__lotPreload?.());
