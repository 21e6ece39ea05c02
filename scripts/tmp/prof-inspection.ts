import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { apiSignIn, chromeArgs, requireChromium, signInAsInspector, startMeasureServer } from '../lib/measure-server.ts';

const server = await startMeasureServer();
const { origin } = server;
const token = await apiSignIn(origin);
const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${origin}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};
const fresh = (await api<{ data: { vehicle_id: number; vehicle_status_id: number }[] }>('/v3/util/vehicles?site=DAL&per_page=50&notHas[]=inspections')).data.filter((v) => v.vehicle_status_id <= 3).map((v) => v.vehicle_id);
const vehicle = fresh[0]!;
const report = await api<{ response: { condition_report_id: number } }>(`/v3/vehicles3/${vehicle}/inspections`, { method: 'POST', body: '{}' });
for (let i = 0; i < 15; i++) {
  await api(`/v3/vehicles3/${vehicle}/inspections/${report.response.condition_report_id}/conditions`, { method: 'POST', body: JSON.stringify({ item_code: 1, damage_code: 1, severity_code: 1, labor_cost: 42.5, description: 'Measured damage' }) });
}
const context = await chromium.launchPersistentContext(join(server.folder, 'profile'), { executablePath: requireChromium(), args: chromeArgs, viewport: { width: 1024, height: 768 } });
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);
await context.addInitScript(`(() => {
  window.__seen = {};
  const probe = new MutationObserver(() => {
    const t = Math.round(performance.now());
    const note = (k, ok) => { if (ok && !(k in window.__seen)) window.__seen[k] = t; };
    note('h1', [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Vehicle Inspection'));
    note('pageLoading', [...document.querySelectorAll('.insp p')].some((p) => p.textContent === 'Loading...'));
    note('shellLoading', !!document.querySelector('.shell-page-loading'));
    note('shell', !!document.querySelector('.shell-frame'));
    note('chakraStyles', !!document.querySelector('style[data-emotion]'));
  });
  probe.observe(document, { childList: true, subtree: true, characterData: true });
})()`);
await context.addInitScript(`(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('[aria-label^="Damage: "]').length < 15) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__cardsAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`);
async function waitUntil(expression: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression).catch(() => false))) { if (Date.now() > until) throw new Error('timeout ' + expression); await new Promise((r) => setTimeout(r, 50)); }
}
await signInAsInspector(page, origin);
await page.goto(`${origin}/vehicles/${vehicle}/inspections`);
await page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' }).waitFor();
await page.evaluate(`(async () => { await navigator.serviceWorker.ready; if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true })); })()`);
await waitUntil(`Object.keys(localStorage).some((key) => key.startsWith('lot-console.query-cache.') && localStorage.getItem(key).includes('["vehicle-inspection",${vehicle}]') && localStorage.getItem(key).includes('"inspection-catalogue"'))`);
await context.setOffline(true);
const rate = Number(process.env.RATE ?? 4);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
const opens: number[] = [];
for (let run = 0; run < Number(process.env.OPENS ?? 3); run++) {
  await page.reload({ waitUntil: 'commit' });
  await waitUntil('typeof window.__cardsAt === "number"');
  opens.push(Math.round(Number(await page.evaluate('window.__cardsAt'))));
}
console.log('opens', process.env.MEASURE_DIST ?? 'dist', opens.join(' '), 'median', [...opens].sort((a, b) => a - b)[Math.floor(opens.length / 2)]);
if (process.env.NOTRACE) { await context.close(); server.close(); process.exit(0); }
// traced run
const events: unknown[] = [];
cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...e.value));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,disabled-by-default-devtools.timeline.stack,disabled-by-default-v8.cpu_profiler', transferMode: 'ReportEvents' });
await page.reload({ waitUntil: 'commit' });
await waitUntil('typeof window.__cardsAt === "number"');
console.log('traced open', await page.evaluate('window.__cardsAt'), await page.evaluate('JSON.stringify(window.__seen)'));
const marks = await page.evaluate(`JSON.stringify(performance.getEntriesByType('resource').map(e => [e.name.replace(location.origin,''), Math.round(e.startTime), Math.round(e.responseEnd)]).concat(performance.getEntriesByType('paint').map(e=>[e.name, Math.round(e.startTime)])))`);
console.log(marks);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
await done;
writeFileSync('/tmp/inspection-trace.json', JSON.stringify({ traceEvents: events }));
await context.close();
server.close();
