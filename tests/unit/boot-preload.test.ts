/**
 * The boot script (scripts/boot-preload.ts), run in a page as the browser runs it, before the
 * entry: which code it preloads for a screen, and that it holds it until the read ahead
 * (src/read-ahead.ts) has sent the screen's API read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import {
  bootScreens,
  bootSource,
  inlineScript,
  readAheadScript,
  scriptsRunAtStart,
  shellPaintScript,
  withoutInlinedStylesheet,
  type BootScreen,
} from '../../scripts/boot-preload';

const chunk = (name: string, imports: string[] = [], fileName = `assets/${name}-1.js`) => ({ type: 'chunk' as const, name, fileName, imports });
const chunks = [
  chunk('shell'),
  chunk('vehicles', ['assets/shell-1.js']),
  chunk('dealers', ['assets/shell-1.js', 'assets/dealers-more-1.js']),
  chunk('dealers-more'),
];

const screens: BootScreen[] = [
  { pattern: '^/login/?$', group: null },
  { pattern: '^/vehicles/?$', group: 'vehicles' },
  { pattern: '^/dealers/?$', group: 'dealers' },
];

/** Runs the boot script at `path` and returns what it has preloaded so far, and the call that releases the rest. */
function boot(path: string, built = chunks) {
  window.history.replaceState(null, '', path);
  const preloaded: string[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    preloaded.push((node as HTMLLinkElement).getAttribute('href') ?? '');
    return node;
  });
  new Function(bootSource(built, '/', screens))();
  return { preloaded, release: () => (window as { __lotPreload?: () => void }).__lotPreload?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('lot-console.user', JSON.stringify({ access_token: 'token-1' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  delete (window as { __lotPreload?: unknown }).__lotPreload;
});

describe('the boot script', () => {
  it('holds the preloads until the read ahead has sent its read, then preloads the screen’s code once', () => {
    const { preloaded, release } = boot('/dealers');
    expect(preloaded).toEqual([]);
    release();
    release();
    expect(preloaded).toEqual(['/assets/shell-1.js', '/assets/dealers-1.js', '/assets/dealers-more-1.js']);
  });

  it('preloads the frame alone for a signed-in URL that is no page', () => {
    const { preloaded, release } = boot('/nonsense');
    release();
    expect(preloaded).toEqual(['/assets/shell-1.js']);
  });

  it('stops the build when the signed-in frame would import the offline engine, which it loads beside its first paint', () => {
    expect(() => bootSource([chunk('shell', ['assets/offline-1.js']), chunk('offline'), chunk('vehicles')], '/', screens)).toThrow(
      'The signed-in frame imports the offline engine (assets/offline-1.js) statically',
    );
    // The screens that write through the outbox import it, and their preloads bring it.
    const built = [chunk('shell'), chunk('offline'), chunk('vehicles', ['assets/shell-1.js', 'assets/offline-1.js'])];
    const { preloaded, release } = boot('/vehicles', built);
    release();
    expect(preloaded).toEqual(['/assets/shell-1.js', '/assets/vehicles-1.js', '/assets/offline-1.js']);
  });

  it('preloads anyway when the read ahead never calls (it failed to load)', () => {
    const { preloaded } = boot('/dealers');
    vi.advanceTimersByTime(1000);
    expect(preloaded, 'not before the read ahead could have arrived').toEqual([]);
    vi.advanceTimersByTime(500);
    expect(preloaded).toHaveLength(3);
  });

  it('preloads nothing on the sign-in page or for a visitor', () => {
    const signIn = boot('/login');
    signIn.release();
    vi.advanceTimersByTime(1500);
    expect(signIn.preloaded).toEqual([]);
    localStorage.clear();
    const visitor = boot('/vehicles');
    visitor.release();
    vi.advanceTimersByTime(1500);
    expect(visitor.preloaded).toEqual([]);
  });
});

describe('the console’s pages, as the boot script sees them', () => {
  const pages = bootScreens(join(import.meta.dirname, '../..'));
  const page = (pattern: string) => pages.find((screen) => screen.pattern === pattern);

  it('come from the route files, a list apart from the feature’s other pages', () => {
    expect(page('^/vehicles/?$')).toEqual({ pattern: '^/vehicles/?$', group: 'vehicles' });
    expect(page('^/vehicles/[^/]+/inspections/?$')).toEqual({ pattern: '^/vehicles/[^/]+/inspections/?$', group: 'inspections' });
    // The dealers list, and the dealer's page apart: a cold list does not carry it.
    expect(page('^/dealers/?$')).toEqual({ pattern: '^/dealers/?$', group: 'dealers' });
    expect(page('^/dealers/[^/]+/?$')).toEqual({ pattern: '^/dealers/[^/]+/?$', group: 'dealers-more' });
    expect(page('^/apilogs/?$')).toMatchObject({ group: 'logs' });
  });

  it('shown signed out have no group: the boot script preloads nothing there', () => {
    expect(page('^/login/?$')).toMatchObject({ group: null });
    expect(page('^/dealers/vehiclePhotos/[^/]+/[^/]+/?$')).toMatchObject({ group: null });
    // A layout is not a page: /vehicles/1 shows the vehicle's record, not its layout alone.
    expect(pages.filter((screen) => screen.pattern === '^/vehicles/[^/]+/?$')).toHaveLength(1);
  });
});

describe('the scripts that carry V8’s compile hint', () => {
  it('are those a page runs as it starts: the entries and what they import, the shell, each screen’s code; not a chunk loaded on demand', () => {
    const built = [
      { ...chunk('index', ['assets/rolldown-runtime-1.js', 'assets/common-1.js']), isEntry: true },
      { ...chunk('read-ahead', ['assets/rolldown-runtime-1.js']), isEntry: true },
      chunk('rolldown-runtime'),
      chunk('common'),
      ...chunks,
      // The PDF maker, which a screen imports when it prints.
      chunk('pdf-maker'),
      { type: 'asset' as const, fileName: 'assets/shell-1.css' },
    ];
    expect([...scriptsRunAtStart(built, screens)].sort()).toEqual([
      'assets/common-1.js',
      'assets/dealers-1.js',
      'assets/dealers-more-1.js',
      'assets/index-1.js',
      'assets/read-ahead-1.js',
      'assets/rolldown-runtime-1.js',
      'assets/shell-1.js',
      'assets/vehicles-1.js',
    ]);
  });
});

describe('the read ahead’s script tag', () => {
  const html = '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">';

  it('is async, and may import only what the page already loads with the HTML', () => {
    expect(readAheadScript([{ ...chunk('read-ahead', ['assets/rolldown-runtime-1.js']), isEntry: true }], '/', html)).toBe(
      '<script type="module" async crossorigin src="/assets/read-ahead-1.js"></script>',
    );
  });

  it('fails the build when the read ahead would wait for another chunk', () => {
    expect(() => readAheadScript([{ ...chunk('read-ahead', ['assets/shell-1.js']), isEntry: true }], '/', html)).toThrow(
      'The read ahead imports assets/shell-1.js',
    );
  });

  it('fails the build when the read ahead would wait for the entry, though the page asks for it too', () => {
    const page = `${html}<script type="module" crossorigin src="/assets/index-1.js"></script>`;
    const entry = { ...chunk('index'), isEntry: true };
    expect(() => readAheadScript([{ ...chunk('read-ahead', ['assets/index-1.js']), isEntry: true }, entry], '/', page)).toThrow(
      'The read ahead imports assets/index-1.js',
    );
  });
});

describe('a built chunk’s lists of files to fetch before a lazy import', () => {
  const chunk = (calls: string) =>
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/dealers-1.js","assets/common-1.css","assets/shell-1.js","assets/index-1.css","assets/shell-1.css"])))=>i.map(i=>d[i]);${calls}`;

  it('lose the stylesheets the page carries inline, and gain nothing', () => {
    const out = withoutInlinedStylesheet(chunk('a(()=>import("./x.js"),__vite__mapDeps([2,1,3,4]));b(()=>import("./y.js"),__vite__mapDeps([0]));'));
    expect(out).toContain('__vite__mapDeps([2,4])');
    expect(out).toContain('__vite__mapDeps([0])');
    // The list itself is read by index: it stays as it was.
    expect(out).toContain('m.f=["assets/dealers-1.js","assets/common-1.css","assets/shell-1.js","assets/index-1.css","assets/shell-1.css"]');
  });

  it('are left alone where they name no inlined stylesheet', () => {
    const code = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/shell-1.js"])))=>i.map(i=>d[i]);a(__vite__mapDeps([0]));';
    expect(withoutInlinedStylesheet(code)).toBe(code);
  });
});

describe('the boot script in the page', () => {
  it('is carried inline, as the build wrote it (the CSP allows it by its hash)', () => {
    const source = bootSource(chunks, '/', screens);
    expect(inlineScript(source)).toBe(`<script>${source}</script>`);
  });

  it('stops the build rather than carry a script the HTML parser would end early', () => {
    expect(() => inlineScript('var a="</script>";')).toThrow(/cannot be inlined/);
    expect(() => inlineScript('var a="<!--";')).toThrow(/cannot be inlined/);
  });
});

describe('the boot script’s copy of the signed-in frame (ADR 0104)', () => {
  const built = [{ ...chunk('shell'), viteMetadata: { importedCss: new Set(['assets/shell-1.css']) } }, chunk('vehicles', ['assets/shell-1.js'])];
  const frame =
    '<div class="shell shell-frame"><aside inert aria-hidden="true">Menu</aside><div class="shell-body"><header inert aria-hidden="true">Marcus Bell</header><main></main></div></div>';
  const splash = '<div class="splash" role="status" aria-label="Loading Lot Console"><span>Loading…</span></div>';
  const saved = (snapshot: object) =>
    localStorage.setItem('lot-console.shell', JSON.stringify({ stamp: 'assets/shell-1.js', user: 7, html: frame, ...snapshot }));
  // The links the boot script adds to the head, kept out of the document: the test's DOM would try to load them.
  let added: HTMLLinkElement[] = [];
  const sheets = () => added.filter((link) => link.rel === 'stylesheet');

  /** Loads /vehicles as the parser does: the boot script in the head, #root with the splash, then the script after it. */
  function load(options: { controlled?: boolean; blocking?: boolean } = {}) {
    const { controlled = true, blocking = true } = options;
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: controlled ? {} : null }, configurable: true });
    if (blocking) Object.defineProperty(HTMLLinkElement.prototype, 'blocking', { value: '', configurable: true });
    window.history.replaceState(null, '', '/vehicles');
    document.body.innerHTML = '';
    added = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      added.push(node as HTMLLinkElement);
      return node;
    });
    new Function(bootSource(built, '/', screens))();
    document.body.innerHTML = `<div id="root">${splash}</div>`;
    new Function(shellPaintScript)();
    return document.getElementById('root')!;
  }

  beforeEach(() => localStorage.setItem('lot-console.user', JSON.stringify({ id: 7, access_token: 'token-1' })));
  afterEach(() => {
    delete (HTMLLinkElement.prototype as unknown as { blocking?: unknown }).blocking;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    for (const name of ['__lotPaintShell', '__lotShellStamp']) delete (window as unknown as Record<string, unknown>)[name];
  });

  it('names the shell’s code, with which the app saves the copy', () => {
    load();
    expect((window as { __lotShellStamp?: string }).__lotShellStamp).toBe('assets/shell-1.js');
  });

  it('paints the copy saved by this shell code for this user, with the splash in its page area, and asks for the shell’s stylesheet render-blocking', () => {
    saved({});
    const root = load();
    expect(sheets().map((sheet) => [sheet.getAttribute('href'), sheet.getAttribute('blocking')])).toEqual([['/assets/shell-1.css', 'render']]);
    expect(root.querySelector('header')?.textContent).toBe('Marcus Bell');
    expect(root.querySelector('main > .splash.is-in-shell[role="status"]')?.textContent).toBe('Loading…');
    expect(root.querySelectorAll('.splash')).toHaveLength(1);
  });

  it('waits for the shell’s stylesheet where the browser cannot block rendering on it (WebKit), and paints nothing if it fails', () => {
    saved({});
    const root = load({ blocking: false });
    expect(root.querySelector('.shell-frame'), 'not before its stylesheet').toBeNull();
    sheets()[0]!.dispatchEvent(new Event('load'));
    expect(root.querySelector('main > .splash')).not.toBeNull();

    const failed = load({ blocking: false });
    sheets()[0]!.dispatchEvent(new Event('error'));
    expect(failed.querySelector('.shell-frame')).toBeNull();
    expect(failed.firstElementChild?.className).toBe('splash');
  });

  it('paints nothing once the app has rendered (the stylesheet arrived late)', () => {
    saved({});
    const root = load({ blocking: false });
    root.innerHTML = '<div class="shell shell-frame">the app</div>';
    sheets()[0]!.dispatchEvent(new Event('load'));
    expect(root.innerHTML).toBe('<div class="shell shell-frame">the app</div>');
  });

  it.each([
    ['saved by another build’s shell code', () => saved({ stamp: 'assets/shell-0.js' }), {}],
    ['saved for another user', () => saved({ user: 8 }), {}],
    ['on a page the service worker did not serve', () => saved({}), { controlled: false }],
    ['when none was saved', () => undefined, {}],
  ])('paints nothing and asks for nothing: a copy %s', (_case, arrange, options) => {
    arrange();
    const root = load(options);
    expect(root.firstElementChild?.className).toBe('splash');
    expect(sheets()).toEqual([]);
  });

  it('paints nothing for a visitor or on the sign-in page', () => {
    saved({});
    window.history.replaceState(null, '', '/login');
    new Function(bootSource(built, '/', screens))();
    expect((window as { __lotPaintShell?: unknown }).__lotPaintShell).toBeUndefined();
  });
});
