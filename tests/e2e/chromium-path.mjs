// Finds the Chromium the end-to-end tests and the measurement scripts drive. Playwright's own
// browsers are used when they are installed; they cannot be downloaded here, so otherwise
// Debian's packages are.
//
// The suite runs in a headless shell (`testChromiumPath`): the same Chromium without the full
// browser's windowing layer, the browser Playwright itself runs headless tests in, and on this
// 2-core machine about a quarter faster through the same tests (ADR 0051). What only the full
// browser has, its PDF viewer, and the measurements of what a tablet's browser does, use the
// full Chromium (`chromiumPath`).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const installCommand = 'apt-get update && apt-get install -y chromium chromium-headless-shell';

/** The flags every launch of the suite uses: no sandbox or GPU in a container, nothing the tests do not ask for. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The suite's launches: the flags above, and V8 without its optimising compilers (TurboFan and
 * Maglev). A test's tab lives a few seconds in a renderer of its own, so the code they optimise
 * on the renderer's background threads is rarely run again; on 2 cores those threads took the
 * CPU from the other worker's tab. The same tests used about a sixth less CPU and wall time
 * without them (ADR 0061). Only the suite: the measurement scripts time what a tablet's browser
 * does, with every compiler.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];

function playwrightsOwn() {
  try {
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : null;
  } catch {
    // No browser of Playwright's own.
    return null;
  }
}

const firstThatExists = (candidates) => candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;

/** The full Chromium: `CHROMIUM_PATH` when set, as for the suite; else Playwright's own; else Debian's. */
export function chromiumPath() {
  return firstThatExists([process.env.CHROMIUM_PATH]) ?? playwrightsOwn() ?? firstThatExists(['/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The browser the suite runs in: `CHROMIUM_PATH` when set; with Playwright's own browsers
 * installed, `undefined` (Playwright then launches its own headless shell); else Debian's
 * headless shell; else the full Chromium. Null when there is none.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (playwrightsOwn()) return undefined;
  return firstThatExists(['/usr/bin/chromium-headless-shell']) ?? chromiumPath();
}
