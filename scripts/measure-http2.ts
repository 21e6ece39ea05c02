/**
 * `npm run measure:http2`: what HTTP/2 gains on the cold signed-in load of the vehicles list
 * (issue 16, ADR 0049). The same build is served twice, in this process, on fresh seeded
 * databases: plain HTTP/1.1, and HTTPS with HTTP/2 on a throw-away self-signed certificate. A
 * third case loads the HTTPS server in a Chromium with HTTP/2 off (HTTP/1.1 over TLS), the
 * comparison a site that is on HTTPS anyway makes. The cases alternate, one load each in turn.
 * Each load: service workers blocked, cache off, Lighthouse's mobile network and 4x CPU through
 * CDP; the time is performance.now() when 25 rows exist. Run `npm run build` first.
 *
 *   npm run build && npm run measure:http2 -- [--runs 5] [--cpu 4]
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { chromiumArgs, loadAverage, type MeasureServer, median, requireChromium, signInAsInspector, startMeasureServer } from './lib/measure-server.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '4' } } });
const runs = Number(values.runs);
const cpu = Number(values.cpu);
const rows = 25;
/** Lighthouse's mobile ("slow 4G") network, as DevTools applies it: latency per request, not per connection. */
const mobileNetwork = { offline: false, latency: 562.5, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };

/** The few page globals the wait reads (this script is type-checked without the DOM library). */
interface PageGlobals {
  document: { querySelectorAll(selector: string): { length: number } };
}

interface Case {
  name: string;
  protocol: string;
  browser: Browser;
  server: MeasureServer;
  state?: BrowserContextOptions['storageState'];
  times: number[];
}

const executablePath = requireChromium();
const load = loadAverage();
const [plain, secure] = [await startMeasureServer(), await startMeasureServer({ tls: true })];
const args = [...chromiumArgs, '--ignore-certificate-errors'];
const [browser, browserWithoutH2] = [
  await chromium.launch({ executablePath, args }),
  await chromium.launch({ executablePath, args: [...args, '--disable-http2'] }),
];
const cases: Case[] = [
  { name: 'HTTP/1.1', protocol: 'http/1.1', browser, server: plain, times: [] },
  { name: 'HTTP/1.1 over TLS', protocol: 'http/1.1', browser: browserWithoutH2, server: secure, times: [] },
  { name: 'HTTP/2 over TLS', protocol: 'h2', browser, server: secure, times: [] },
];

try {
  for (const item of cases) {
    const context = await item.browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true });
    await signInAsInspector(await context.newPage(), item.server.origin);
    item.state = await context.storageState();
    await context.close();
  }
  for (let run = 0; run < runs; run++) {
    for (const item of cases) {
      const context = await item.browser.newContext({
        viewport: { width: 1024, height: 768 },
        serviceWorkers: 'block',
        ignoreHTTPSErrors: true,
        storageState: item.state,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', mobileNetwork);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.goto(`${item.server.origin}/vehicles?per_page=${rows}`, { waitUntil: 'commit' });
      // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
      await page.waitForFunction((count) => (globalThis as unknown as PageGlobals).document.querySelectorAll('tbody tr').length >= count, rows, {
        polling: 'raf',
        timeout: 120_000,
      });
      const [ms, protocol, requests] = await page.evaluate<[number, string, number]>(
        `[performance.now(), performance.getEntriesByType('navigation')[0].nextHopProtocol, performance.getEntriesByType('resource').length + 1]`,
      );
      if (protocol !== item.protocol) throw new Error(`${item.name}: the page came over ${protocol}, not ${item.protocol}`);
      item.times.push(ms);
      console.log(`run ${run + 1} ${item.name.padEnd(18)} ${Math.round(ms)} ms, ${requests} requests`);
      await context.close();
    }
  }
} finally {
  await Promise.all([browser.close(), browserWithoutH2.close()]);
  plain.close();
  secure.close();
}

const [h1, h1Tls, h2] = cases.map((item) => median(item.times));
console.log(`\n${rows} rows of /vehicles, cold, signed in; Lighthouse mobile network, CPU ${cpu}x; medians of ${runs} (load average at start: ${load})`);
for (const item of cases) console.log(`  ${item.name.padEnd(18)} ${Math.round(median(item.times))} ms   (${item.times.map(Math.round).join(', ')})`);
console.log(`  ratio h2 / HTTP/1.1:          ${(h2! / h1!).toFixed(2)}`);
console.log(`  ratio h2 / HTTP/1.1 over TLS: ${(h2! / h1Tls!).toFixed(2)}`);
process.exit(0);
