/**
 * The side-by-side comparison for the console's other lists (issue 40: the dealers list and the
 * admin's API logs), run by `npm run measure:side-by-side -- --list dealers|apilogs`. The same
 * method as the shared driver (`../shared/perf/side-by-side.mjs`, which knows only the vehicles
 * list): a cold, signed-in load of each, alternating, until the page's rows are visible, in
 * Debian's Chromium with the CPU slowed and, for `lh`, Lighthouse's mobile network (562.5 ms a
 * round trip, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up); the medians and their ratio.
 *
 * The peer is the shared react-admin peer with one generic resource (peer-main.tsx) that reads
 * exactly the API page the console's screen reads: the console is loaded once, unthrottled, and
 * its read of the list is taken from the network and handed to the peer.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { median } from '../lib/measure-server.ts';

/** Lighthouse's mobile network, as the shared driver sets it. */
const lighthouseMobile = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

export interface ListUnderTest {
  /** The console's URL of the list. */
  path: string;
  /** The path of the API read that fills it (the console's own request is taken). */
  read: string;
  /** The row's key, and the columns the console shows (the peer shows the same fields). */
  id: string;
  cols: string[];
  /** Rows a page (the list's default). */
  rows: number;
  /** Who signs in: the sign-in call and its body. */
  signIn: { path: string; body: Record<string, string> };
}

/** The seeded inspector at the DAL site, who reads the vehicles and dealers lists. */
const inspectorAtDal = { path: '/v3/authentication_local', body: { site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' } };

export const lists: Record<string, ListUnderTest> = {
  // The shared driver times this one against the peer; the pairs of builds (measure-cold-pairs.ts) use it here.
  vehicles: {
    path: '/vehicles?per_page=25',
    read: '/v3/util/vehicles',
    id: 'vehicle_id',
    cols: ['vehicle_id', 'stock_number', 'vin', 'year', 'make', 'model'],
    rows: 25,
    signIn: inspectorAtDal,
  },
  dealers: {
    path: '/dealers',
    read: '/v3/util/dealers',
    id: 'dealer_id',
    cols: ['dealer_id', 'dealer_num', 'dealer_name', 'auction_access', 'auth_flag', 'reps_count'],
    rows: 10,
    signIn: inspectorAtDal,
  },
  apilogs: {
    path: '/apilogs',
    read: '/v3/admin/apilogs',
    id: 'id',
    cols: ['id', 'created_at', 'site_id', 'user', 'method', 'route', 'response_status', 'duration_ms'],
    rows: 10,
    signIn: { path: '/v3/authentication', body: { username: 'admin@example.com', password: 'admin-demo-2026' } },
  },
};

/** What the timed page offers the row test (this project's scripts have no DOM types). */
interface PageGlobals {
  document: { querySelectorAll(selector: string): { length: number } };
}

interface Reply {
  access_token: string;
  cloudUser: Record<string, unknown>;
  install_info?: unknown;
  config?: unknown;
}

/** The console's stored session, as the app writes it when the user signs in. */
export async function consoleSession(origin: string, list: ListUnderTest): Promise<{ token: string; localStorage: { name: string; value: string }[] }> {
  const response = await fetch(origin + list.signIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(list.signIn.body),
  });
  if (!response.ok) throw new Error(`sign-in ${response.status}`);
  const reply = (await response.json()) as Reply;
  const stored = [{ name: 'lot-console.user', value: JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token }) }];
  if (reply.install_info !== undefined) stored.push({ name: 'lot-console.install_info', value: JSON.stringify(reply.install_info) });
  if (reply.config !== undefined) stored.push({ name: 'lot-console.premise_config', value: JSON.stringify(reply.config) });
  return { token: reply.access_token, localStorage: stored };
}

export async function coldLoad(browser: Browser, url: string, storage: Parameters<Browser['newContext']>[0], rows: number, net: string, cpu: number) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block', ...storage });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (net === 'lh') await cdp.send('Network.emulateNetworkConditions', lighthouseMobile);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    let js = 0;
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (event: { type: string; requestId: string }) => event.type === 'Script' && scripts.add(event.requestId));
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      if (scripts.has(event.requestId)) js += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // The shared driver's test: the peer's rows (with its header row) or the console's.
    await page.waitForFunction(
      (n) => {
        const { document } = globalThis as unknown as PageGlobals;
        return document.querySelectorAll('tbody tr, .RaDataTable-row, [role=row]').length >= n + 1 || document.querySelectorAll('tbody tr').length >= n;
      },
      rows,
      { polling: 'raf', timeout: 120_000 },
    );
    const ms = await page.evaluate(() => performance.now());
    return { ms: Math.round(ms), jsKB: Math.round(js / 1024) };
  } finally {
    await context.close();
  }
}

/** Runs the comparison and returns the summary line, in the shared driver's words. */
export async function sideBySideList(options: { name: string; peer: string; project: string; runs: number; cpu: number; net: string }): Promise<string> {
  const list = lists[options.name];
  if (!list) throw new Error(`no list "${options.name}": ${Object.keys(lists).join(', ')}`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    const session = await consoleSession(options.project, list);
    const projectState = { storageState: { cookies: [], origins: [{ origin: options.project, localStorage: session.localStorage }] } };
    // The console's own read of the list, taken from the network of an unthrottled load.
    const first = await browser.newContext({ serviceWorkers: 'block', ...projectState });
    const page = await first.newPage();
    const read = page.waitForRequest((request) => new URL(request.url()).pathname === list.read);
    await page.goto(options.project + list.path);
    const readUrl = new URL((await read).url());
    await first.close();
    const peerState = { storageState: { cookies: [], origins: [{ origin: options.peer, localStorage: [{ name: 'token', value: session.token }] }] } };
    const peerUrl = `${options.peer}/?${new URLSearchParams({ read: readUrl.pathname + readUrl.search, id: list.id, cols: list.cols.join(','), perPage: String(list.rows) })}#/list`;
    const peer: { ms: number; jsKB: number }[] = [];
    const project: { ms: number; jsKB: number }[] = [];
    for (let run = 0; run < options.runs; run++) {
      peer.push(await coldLoad(browser, peerUrl, peerState, list.rows, options.net, options.cpu));
      project.push(await coldLoad(browser, options.project + list.path, projectState, list.rows, options.net, options.cpu));
    }
    console.log(JSON.stringify({ list: options.name, rows: list.rows, cpu: options.cpu, peer, project }));
    const peerMs = median(peer.map((run) => run.ms));
    const projectMs = median(project.map((run) => run.ms));
    return (
      `${options.name}: list of ${list.rows} rows visible, CPU ${options.cpu}x, network ${options.net}: peer median ${peerMs} ms (${median(peer.map((run) => run.jsKB))} KB JS), ` +
      `project ${projectMs} ms (${median(project.map((run) => run.jsKB))} KB JS), ratio project/peer ${(projectMs / peerMs).toFixed(2)}`
    );
  } finally {
    await browser.close();
  }
}
