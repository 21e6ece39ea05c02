/**
 * WebKit for the end-to-end suite in tests/webkit: Debian's WebKitGTK MiniBrowser, driven over
 * WebDriver (WebKitWebDriver) by WebdriverIO. MiniBrowser has no headless mode, so it runs on a
 * private X display (Xvfb, on a display number the X server picks itself). Everything is
 * started on free ports and stopped by `stop()`; nothing is shared with another run.
 *
 * Also the suite's way of finding controls as a person does: by role and accessible name, both
 * as WebKit's accessibility tree computes them (WebDriver's Get Computed Role and Label).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { remote } from 'webdriverio';
import { freePort } from '../../server/lib/free-port.ts';

export type Browser = WebdriverIO.Browser;
export type Element = WebdriverIO.Element;
/** What WebDriver's Execute Script returns for an element (W3C WebDriver's web element identifier). */
type ElementReference = Record<'element-6066-11e4-a52e-4f735466cecf', string>;

export const installCommand = 'apt-get update && apt-get install -y webkit2gtk-driver xvfb';

/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, which webkit2gtk-driver pulls in); WEBKIT_MINIBROWSER names another. */
export function miniBrowserPath(): string | null {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  for (const triplet of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const path = `/usr/lib/${triplet}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return null;
}

/**
 * Resolves once `condition` holds, checking every `interval` ms; fails with `message` after
 * `timeout`. A state, never a fixed time. A check that throws (the page changed under it: a
 * stale element) counts as not yet, and its error is told if time runs out.
 */
async function until(condition: () => Promise<boolean>, message: () => string, timeout: number, interval = 50): Promise<void> {
  const deadline = Date.now() + timeout;
  let failure: unknown = null;
  for (;;) {
    try {
      if (await condition()) return;
      failure = null;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) throw new Error(message() + (failure ? ` (last check failed: ${String(failure)})` : ''));
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** Stops a process this suite started (by its own handle, never by name) and waits for its end. */
async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await exited(child);
}

/** A private X display: Xvfb writes the display number it chose to file descriptor 3 once it accepts clients. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let errors = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (errors += String(chunk)));
  const display = await new Promise<string>((done, fail) => {
    xvfb.once('error', (error) => fail(new Error(`Xvfb could not start (${error.message}). Install it with:\n\n  ${installCommand}\n`)));
    xvfb.once('exit', (code) => fail(new Error(`Xvfb ended (${code}) before it had a display: ${errors}`)));
    xvfb.stdio[3]?.once('data', (chunk: Buffer) => done(String(chunk).trim()));
  });
  return { display: `:${display}`, process: xvfb };
}

async function startDriver(display: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  driver.stderr?.on('data', (chunk: Buffer) => (errors += String(chunk)));
  let failed: Error | null = null;
  driver.once('error', (error) => (failed = new Error(`WebKitWebDriver could not start (${error.message}). Install it with:\n\n  ${installCommand}\n`)));
  driver.once('exit', (code) => (failed ??= new Error(`WebKitWebDriver ended (${code}): ${errors}`)));
  const ready = async () => {
    if (failed) throw failed;
    const reply = await fetch(`http://127.0.0.1:${port}/status`).catch(() => null);
    return reply !== null && ((await reply.json()) as { value?: { ready?: boolean } }).value?.ready === true;
  };
  await until(ready, () => `WebKitWebDriver did not answer on port ${port}: ${errors}`, 30_000);
  return { port, process: driver };
}

export interface WebKit {
  browser: Browser;
  /** WebKitGTK's version, as the session reports it. */
  version: string;
  stop(): Promise<void>;
}

/** Xvfb, WebKitWebDriver and one MiniBrowser session (a fresh, ephemeral profile). */
export async function startWebKit(): Promise<WebKit> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error(`No WebKitGTK MiniBrowser found. Install it with:\n\n  ${installCommand}\n`);
  const started: ChildProcess[] = [];
  try {
    const xvfb = await startXvfb();
    started.push(xvfb.process);
    const driver = await startDriver(xvfb.display);
    started.push(driver.process);
    const browser = await remote({
      hostname: '127.0.0.1',
      port: driver.port,
      path: '/',
      logLevel: 'warn',
      connectionRetryCount: 0,
      capabilities: {
        // Classic WebDriver: WebKitGTK's driver has no WebDriver BiDi for WebdriverIO to use.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    const version = String(browser.capabilities.browserVersion ?? 'unknown');
    return {
      browser,
      version,
      async stop() {
        await browser.deleteSession().catch(() => undefined);
        for (const child of started.reverse()) await stopProcess(child);
      },
    };
  } catch (error) {
    for (const child of started.reverse()) await stopProcess(child);
    throw error;
  }
}

/** Waits until `condition` holds, for at most `timeout` ms (a bound on a hang, not a wait): a state, never a fixed time. */
export function waitFor(condition: () => Promise<boolean>, message: string, timeout = 20_000): Promise<void> {
  return until(condition, () => `Waited ${timeout / 1000} s in vain: ${message}`, timeout, 100);
}

export interface RoleOptions {
  /** Look inside this element only (a dialog, a card). */
  within?: Element;
  timeout?: number;
}

/** Elements that may have `role`: their tags with that implicit role, and any element given it. */
const roleSelectors: Record<string, string> = {
  alertdialog: '[role=alertdialog]',
  button: 'button, input[type=button], input[type=submit], [role=button]',
  checkbox: 'input[type=checkbox], [role=checkbox]',
  combobox: 'select, input[list], [role=combobox]',
  dialog: 'dialog, [role=dialog]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  img: 'img, svg, [role=img]',
  link: 'a[href], [role=link]',
  list: 'ul, ol, [role=list]',
  listitem: 'li, [role=listitem]',
  region: 'section, [role=region]',
  textbox: 'input:not([type]), input[type=text], input[type=password], input[type=email], input[type=tel], input[type=url], textarea, [role=textbox]',
};

/**
 * Candidates for `role` named `name`, found in the page: an element that may have the role and
 * has that text somewhere a name comes from (aria-label, aria-labelledby, a label, alt, title,
 * placeholder, its text). A cheap sieve only: the browser's computed role and label decide.
 */
function candidates(browser: Browser, selector: string, name: string, within: Element | undefined): Promise<Element[]> {
  return browser
    .execute(
      (css: string, wanted: string, scope: HTMLElement | null) => {
        const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
        const byId = (ids: string) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '');
        return [...(scope ?? document).querySelectorAll<HTMLElement>(css)].filter((element) => {
          const sources = [
            element.getAttribute('aria-label'),
            byId(element.getAttribute('aria-labelledby') ?? '').join(' '),
            ...[...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent),
            element.getAttribute('alt'),
            element.getAttribute('title'),
            element.getAttribute('placeholder'),
            element.textContent,
          ];
          return sources.some((source) => text(source).includes(wanted));
        });
      },
      selector,
      name,
      (within ?? null) as unknown as HTMLElement | null,
    )
    .then((found) => Promise.all((found as unknown as ElementReference[]).map((reference) => browser.$(reference).getElement())));
}

/**
 * The roles WebKit's accessibility tree may report for an element of `role`: WebKitGTK reports a
 * single-choice <select> (a pop-up button) as "button" where ARIA says "combobox", and an <img>
 * as "image" (ARIA 1.3's name for "img").
 */
const computedRoles: Record<string, string[]> = { combobox: ['combobox', 'button'], img: ['img', 'image'] };

interface Match {
  element: Element;
  role: string;
  label: string;
  shown: boolean;
}

/** The candidates for `role` named `name`, each with its computed role and label and whether it is shown. */
async function described(browser: Browser, role: string, name: string, within: Element | undefined): Promise<Match[]> {
  const found = await candidates(browser, roleSelectors[role] ?? `[role=${role}]`, name, within);
  return Promise.all(
    found.map(async (element) => {
      const [computed, label, shown] = await Promise.all([
        element.getComputedRole().catch(() => ''),
        element.getComputedLabel().catch(() => ''),
        // Shown, or shown once scrolled to: the damage cards skip their rendering off screen (content-visibility: auto).
        element.isDisplayed({ contentVisibilityAuto: false }).catch(() => false),
      ]);
      return { element, role: computed, label, shown };
    }),
  );
}

const isRole = (match: Match, role: string, name: string) => (computedRoles[role] ?? [role]).includes(match.role) && match.label === name && match.shown;

/**
 * The one shown element with `role` and accessible name `name` (inside `within`), as WebKit's
 * accessibility tree computes them (WebDriver's Get Computed Role and Get Computed Label),
 * waiting until there is exactly one.
 */
export async function byRole(browser: Browser, role: string, name: string, { within, timeout = 20_000 }: RoleOptions = {}): Promise<Element> {
  let last: Match[] = [];
  let found: Element | undefined;
  await until(
    async () => {
      last = await described(browser, role, name, within);
      const matching = last.filter((match) => isRole(match, role, name));
      found = matching.length === 1 ? matching[0]?.element : undefined;
      return found !== undefined;
    },
    () =>
      `No single shown ${role} named "${name}"; candidates: ${last.map((match) => `${match.role} "${match.label}"${match.shown ? '' : ' (hidden)'}`).join(', ') || 'none'}`,
    timeout,
  );
  if (!found) throw new Error(`No ${role} named "${name}"`);
  return found;
}

/** Resolves once no shown element has `role` and name `name` (a dialog closed, a status gone). */
export async function waitForNoRole(browser: Browser, role: string, name: string, { timeout = 20_000 }: RoleOptions = {}): Promise<void> {
  await until(
    async () => (await described(browser, role, name, undefined)).every((match) => !isRole(match, role, name)),
    () => `A ${role} named "${name}" is still shown`,
    timeout,
  );
}
