/**
 * End-to-end tests: the production build served by the real reference server, on a
 * free port, with a fresh database in a temporary folder, driven in a real Chromium.
 * The port and folder are chosen once, in the runner process, and reach the workers
 * through the environment.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './server/lib/free-port.ts';
import { testChromiumArgs, testChromiumPath } from './tests/e2e/chromium-path.mjs';

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lot-console-e2e-'));
// The delivery e-mails go to a real SMTP server that tests/e2e/smtp-setup.ts starts on this port.
process.env.E2E_SMTP_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/smtp-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a test that passes only on its second try hides a race.
  retries: 0,
  workers: 2,
  // The suite must pass on a busy 2-core machine (load 8+), where a long scenario takes two to
  // three times what it takes on a quiet one: these bound a hang, they are not waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: the actions with their waits and call logs, and the console.
    // Not the screencast and DOM snapshots of every step: recording them made the suite about 45 %
    // slower on 2 cores (ADR 0058); the failure's screenshot and error context show the page.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Without the service worker: in each test's fresh tab it would install and precache the whole
    // build (4.5 MB of scripts), about a tenth of the suite's CPU on 2 cores. The tests of what it
    // does (offline reloads, its caches, the outbox with no network) allow it with
    // `test.use(withServiceWorker)` (tests/e2e/fixtures.ts, ADR 0054).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath() ?? undefined, args: testChromiumArgs },
  },
  projects: [{ name: 'tablet', use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, hasTouch: true } }],
  webServer: {
    command: 'npx tsx server/index.ts',
    url: `${baseURL}/v3/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: join(process.env.E2E_DATA_DIR, 'e2e.sqlite'),
      PHOTO_DIR: join(process.env.E2E_DATA_DIR, 'photos'),
      LOT_TEST_FAULTS: '1',
      // Each lane monitor action lasts 6 s: long enough to be seen running on a loaded machine.
      LOT_LANE_MONITOR_MS: '6000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      SMTP_FROM: 'Lot Console <reports@lot.example>',
      // Every test is one address (127.0.0.1), two at a time, and some walk many public links:
      // the per-address limits of the public calls (ADR 0066) are raised here; their 429s are
      // tested against the server (server/routes/public-report.test.ts).
      PUBLIC_REQUESTS_PER_MINUTE: '100000',
      PUBLIC_PDFS_PER_MINUTE: '10000',
      // E2E_DATABASE_URL: the same suite against the server on PostgreSQL (a database seeded by
      // `npm run seed`, e.g. a copy of a seeded template), as the processes behind nginx run it.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL, IMAGE_URL_SECRET: 'e2e-image-url-key-0123456789abcdef' } : {}),
    },
  },
});
