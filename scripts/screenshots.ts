/**
 * Screenshots of the console's screens at the tablet and desk sizes, for a person to look
 * at (not a test): serves the production build (run `npm run build` first) from the real
 * server with a temporary seeded database, signs in as the inspector (or, with `--as admin`,
 * the cloud admin) and saves one PNG per path and size into the folder given (default /tmp/shots).
 *
 *   npx tsx scripts/screenshots.ts [--out /tmp/shots] [--as admin] [--full] [/path ...]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium, signInAsAdmin, signInAsInspector, startMeasureServer } from './lib/measure-server.ts';

const { values, positionals } = parseArgs({
  options: { out: { type: 'string', default: '/tmp/shots' }, as: { type: 'string', default: 'inspector' }, full: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const signIn = values.as === 'admin' ? signInAsAdmin : signInAsInspector;
const out = values.out;
mkdirSync(out, { recursive: true });
const paths = positionals.length > 0 ? positionals : ['/', '/vehicles', '/outbox'];
const sizes = [
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];

const server = await startMeasureServer();
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: size });
    await signIn(page, server.origin);
    for (const path of paths) {
      await page.goto(`${server.origin}${path}`);
      await page.waitForLoadState('networkidle');
      const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${size.width}x${size.height}.png`);
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
