/**
 * Every screen of two builds side by side, for a change that should look the same (the design
 * system's steps, ADR 0079): serves each build from its own copy of the same seeded data, shoots
 * every route at 820x1180, 1024x768 and 1440x900, in light and dark mode, one build right after
 * the other, and compares the pictures pixel by pixel. Writes, into --out, both pictures and a
 * diff of each pair that differs, and report.md: one line per pair with the share of pixels that
 * changed. Not a test: a person reads the report and explains each difference.
 *
 *   npm run build && git worktree add /tmp/before <rev> && (cd /tmp/before && npm run build)
 *   npx tsx scripts/screens-before-after.ts --before /tmp/before/dist [--after dist] [--out /tmp/screens] [--only /login]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { chromiumArgs, requireChromium, signInAsAdmin, signInAsInspector, startMeasureServer, type MeasureServer } from './lib/measure-server.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    out: { type: 'string', default: '/tmp/screens' },
    only: { type: 'string', multiple: true },
  },
});
if (!values.before) throw new Error('--before <the other build’s dist folder> is required');
const out = values.out;
mkdirSync(out, { recursive: true });

const sizes = [
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const modes = ['light', 'dark'] as const;

/** One row's id from the server's database. */
function first(server: MeasureServer, sql: string): string {
  const row = server.db.$client.prepare(sql).get() as Record<string, unknown> | undefined;
  if (!row) throw new Error(`No row for ${sql}`);
  return String(Object.values(row)[0]);
}

/**
 * Who looks at a route: nobody signed in (`open`), the auction's inspector (the auction staff's
 * screens, which the cloud admin may not open), or the cloud admin (the default, who sees the rest).
 */
type Viewer = 'open' | 'inspector' | 'admin';

/** Every route of the console, with ids from the seeded data, and who looks at it. */
function routes(server: MeasureServer): { path: string; as?: Viewer }[] {
  const vehicle = first(server, 'SELECT vehicle_id FROM inspections ORDER BY condition_report_id LIMIT 1');
  const report = first(server, `SELECT condition_report_id FROM inspections WHERE vehicle_id = ${vehicle} ORDER BY condition_report_id LIMIT 1`);
  const linked = server.db.$client
    .prepare(
      "SELECT s.code AS site, v.guid AS guid FROM vehicles v JOIN sites s ON s.id = v.site_id WHERE v.guid IS NOT NULL AND s.code = 'DAL' ORDER BY v.vehicle_id LIMIT 1",
    )
    .get() as { site: string; guid: string };
  const all: { path: string; as?: Viewer }[] = [
    { path: '/login', as: 'open' },
    { path: '/register', as: 'open' },
    { path: `/dealers/vehiclePhotos/${linked.site}/${linked.guid}`, as: 'open' },
    { path: `/dealers/locationHistory/${linked.site}/${linked.guid}`, as: 'open' },
    { path: '/' },
    { path: '/dashboard2' },
    { path: '/vehicles', as: 'inspector' },
    { path: `/vehicles/${vehicle}`, as: 'inspector' },
    { path: `/vehicles/${vehicle}/inspections`, as: 'inspector' },
    { path: `/vehicles/${vehicle}/inspections/print/${report}`, as: 'inspector' },
    { path: `/vehicles/${vehicle}/photos`, as: 'inspector' },
    { path: '/dealers', as: 'inspector' },
    { path: `/dealers/${first(server, 'SELECT dealer_id FROM dealers ORDER BY dealer_id LIMIT 1')}`, as: 'inspector' },
    { path: '/auction/settings', as: 'inspector' },
    { path: '/auction/settings/workorders', as: 'inspector' },
    { path: '/auction/reports/gate-pass-open', as: 'inspector' },
    { path: '/auction/integration/carmax', as: 'inspector' },
    { path: '/outbox' },
    { path: '/myProfile' },
    { path: '/mobile-builds' },
    { path: `/mobile-builds/${first(server, 'SELECT id FROM mobile_builds ORDER BY id LIMIT 1')}` },
    { path: '/access/admin' },
    { path: '/apidashboard' },
    { path: '/apilogs' },
    { path: '/aavalidationlogs' },
    { path: '/apibadgelogs' },
    { path: '/spincarlogs' },
    { path: '/valuationlogs' },
    { path: '/config' },
    { path: '/config2' },
    { path: '/flumbus' },
    { path: '/flumbus/push' },
    { path: '/siteconfig' },
    { path: `/siteconfig/${first(server, 'SELECT id FROM sites ORDER BY id LIMIT 1')}` },
    { path: '/users' },
    { path: `/users/${first(server, 'SELECT id FROM users ORDER BY id LIMIT 1')}` },
    { path: '/admin/reports/servnet' },
  ];
  return all.filter((route) => !values.only || values.only.some((only) => route.path.startsWith(only)));
}

interface Build {
  name: 'before' | 'after';
  server: MeasureServer;
}

/** A tab of `build` at `size` in `mode`, signed in as `viewer`. */
async function openTab(browser: Browser, build: Build, size: (typeof sizes)[number], mode: (typeof modes)[number], viewer: Viewer): Promise<Page> {
  const context = await browser.newContext({ viewport: size, hasTouch: size.width < 1440, colorScheme: mode });
  await context.addInitScript({ content: `localStorage.setItem('lot-console.colour-mode', '${mode}')` });
  const page = await context.newPage();
  if (viewer === 'admin') await signInAsAdmin(page, build.server.origin);
  if (viewer === 'inspector') await signInAsInspector(page, build.server.origin);
  return page;
}

async function shoot(page: Page, origin: string, path: string): Promise<Buffer> {
  await page.goto(`${origin}${path}`);
  // A live screen polls, so the network is never idle there: then what is drawn once nothing is loading.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page
    .locator('.splash, [aria-busy="true"], [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15000 })
    .catch(() => {});
  // The caret and the transitions would differ between two shots of the same page.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}' });
  // The whole page, in a viewport as tall as the page: Chromium's full-page capture drops the
  // touch emulation while it draws, so `(pointer: coarse)` stops matching and the tablet's 44 px
  // rules (the kit's controls, ADR 0079) would be missing from the 820 and 1024 px pictures.
  const viewport = page.viewportSize();
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  if (!viewport || height <= viewport.height) return await page.screenshot();
  await page.setViewportSize({ width: viewport.width, height });
  try {
    return await page.screenshot();
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** The share of pixels that differ, and a picture of them (red where they differ). */
function compare(a: Buffer, b: Buffer): { changed: number; diff: Buffer | null; note: string } {
  const before = PNG.sync.read(a);
  const after = PNG.sync.read(b);
  if (before.width !== after.width || before.height !== after.height) {
    return { changed: 1, diff: null, note: `size ${before.width}x${before.height} → ${after.width}x${after.height}` };
  }
  const diff = new PNG({ width: after.width, height: after.height });
  let changed = 0;
  for (let i = 0; i < after.data.length; i += 4) {
    const differs =
      Math.abs(before.data[i]! - after.data[i]!) + Math.abs(before.data[i + 1]! - after.data[i + 1]!) + Math.abs(before.data[i + 2]! - after.data[i + 2]!) > 24;
    if (differs) changed++;
    const grey = Math.round((after.data[i]! + after.data[i + 1]! + after.data[i + 2]!) / 3 / 3 + 170);
    diff.data[i] = differs ? 255 : grey;
    diff.data[i + 1] = differs ? 0 : grey;
    diff.data[i + 2] = differs ? 0 : grey;
    diff.data[i + 3] = 255;
  }
  return { changed: changed / (after.width * after.height), diff: changed > 0 ? PNG.sync.write(diff) : null, note: '' };
}

const before: Build = { name: 'before', server: await startMeasureServer({ distDir: resolve(values.before) }) };
const after: Build = { name: 'after', server: await startMeasureServer({ distDir: resolve(values.after) }) };
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
const lines: string[] = [];
try {
  const list = routes(after.server);
  const beforePaths = new Map(routes(before.server).map((route, index) => [list[index]!.path, route.path]));
  for (const size of sizes) {
    for (const mode of modes) {
      const tabs = new Map<string, Page>();
      const tab = async (build: Build, viewer: Viewer) => {
        const key = `${build.name}-${viewer}`;
        if (!tabs.has(key)) tabs.set(key, await openTab(browser, build, size, mode, viewer));
        return tabs.get(key)!;
      };
      for (const { path, as: viewer = 'admin' } of list) {
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${size.width}-${mode}`;
        const a = await shoot(await tab(before, viewer), before.server.origin, beforePaths.get(path)!);
        const b = await shoot(await tab(after, viewer), after.server.origin, path);
        const { changed, diff, note } = compare(a, b);
        if (changed > 0) {
          writeFileSync(join(out, `${name}-before.png`), a);
          writeFileSync(join(out, `${name}-after.png`), b);
          if (diff) writeFileSync(join(out, `${name}-diff.png`), diff);
        }
        const line = `| ${path} | ${size.width} | ${mode} | ${changed === 0 ? 'same' : `${(changed * 100).toFixed(2)} %`} ${note} |`;
        lines.push(line);
        console.log(line);
      }
      for (const page of tabs.values()) await page.context().close();
    }
  }
} finally {
  await browser.close();
  before.server.close();
  after.server.close();
}
writeFileSync(join(out, 'report.md'), ['| Route | Width | Mode | Pixels changed |', '|---|---|---|---|', ...lines].join('\n') + '\n');
console.log(`${join(out, 'report.md')}`);
