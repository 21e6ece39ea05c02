/**
 * The offline reload budget of issues 4 and 16: with no network and the CPU slowed 4x (Chrome
 * DevTools protocol throttling), a reload shows the signed-in app shell in at most 400 ms.
 *
 * Serves the production build (run `npm run build` first) from the real server on a free
 * port with a temporary seeded database. Playwright prepares a persistent profile in a temporary
 * folder, in Debian's Chromium: signs in as the auction demo user (inspector), opens /vehicles
 * and / until the service worker is activated and controls the page. The timed tab then opens
 * that profile in a Chromium driven over a DevTools pipe alone (scripts/lib/devtools-pipe.ts): no
 * Playwright attached, no DevTools network agent, no emulated media feature, which a tablet does
 * not have and which made every reload slower (ADR 0057). It loads /vehicles online, then the
 * server is unplugged (no new connection, the open ones closed: every request fails, as with no
 * network), the CPU slowed 4x, and /vehicles reloaded `--runs` times, each time once the tab has
 * settled (no long task for a second). Each run's figure is the time from navigation start until
 * the top bar's profile menu button is in the document with a size (the first animation frame
 * after it appears), measured in the page, which tells the script through a DevTools binding:
 * nothing of the script's runs in the page while it loads (ADR 0050). Since ADR 0104 that is the
 * frame's copy, which the boot script paints before the app has started. The time the list's
 * first row has a size, the app's own first render, is measured the same way and printed beside
 * it (ADR 0052). Each run must be
 * answered by the service worker with the server out of reach (a request fails). Prints every
 * run and the median; exits 1 when the median is over budget. CPU throttling slows the page's
 * main thread only, not the service worker's thread (as in DevTools).
 *
 * `--against <dist>` compares this build with another one (built with `npx vite build --outDir
 * <dist>`), each in its own browser and server, reloads alternating between the two (A then B,
 * then B then A): on this shared machine a run's figures drift by a third within minutes, and
 * pairs taken seconds apart cancel the drift that separate runs of each build would time. It
 * prints each build's median, the median of the pairs' differences, and in how many pairs
 * this build was faster. Single reloads still jitter by about 165 ms (standard deviation of a
 * pair's difference here): an effect of 50 ms needs some 50 pairs (ADR 0052).
 *
 * `--floor` compares, in the same way, with this build's page stripped of its scripts (the
 * worker's copy of index.html, in the second browser): the browser's own part of the figure.
 *
 * `--profile <file>` samples this build's main thread (the DevTools CPU profiler, every 100 µs)
 * from each reload until the list's first row is visible (the shell is the boot script's copy
 * of the frame since ADR 0104), and prints where the time went: by script (the
 * build's chunks), and the browser's own work (style, layout, paint, parsing: "(program)"),
 * averaged over the runs. The last run's profile is written to the file (open it in DevTools'
 * Performance panel). Sampling slows the page a little: its runs are not budget figures.
 *
 * `--trace <file>` records each reload of this build (and of the page with no script, with
 * `--floor`) with Chromium's DevTools timeline categories until the first row, writes each to
 * `<file>.<run>.json` (`<file>-floor.<run>.json`; open them in DevTools' Performance panel) and
 * prints the main thread's tasks in order, each named by its heaviest work, with the style and
 * layout inside it (scripts/lib/trace-summary.ts). Tracing slows the page: not budget figures.
 *
 *   npm run measure:offline -- [--runs 7] [--budget 500] [--cpu 4] [--against /tmp/dist-before | --floor] [--profile out.cpuprofile] [--trace out]
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDevtoolsTab, type DevtoolsTab } from './lib/devtools-pipe.ts';
import {
  chromiumArgs,
  loadAverage,
  median,
  overBudget,
  pairedDifference,
  requireChromium,
  signInAsInspector,
  startMeasureServer,
  tabletProfile,
  tabletTab,
} from './lib/measure-server.ts';
import { pageSignal, settledInPage, signalWhen } from './lib/page-signal.ts';
import { describeTasks, mainThreadTasks, type TraceEvent } from './lib/trace-summary.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    budget: { type: 'string', default: '400' },
    cpu: { type: 'string', default: '4' },
    against: { type: 'string' },
    floor: { type: 'boolean', default: false },
    profile: { type: 'string' },
    trace: { type: 'string' },
  },
});
if (values.floor && values.against !== undefined) throw new Error("--floor and --against each name the second browser's page: give one of them");
const runs = Number(values.runs);
const budgetMs = Number(values.budget);
const cpuRate = Number(values.cpu);
/** The signed-in shell's landmark: the top bar's profile menu button. */
const shellSelector = 'header .shell-profile';
/** The list's first row: the page itself, drawn in the shell's frame or after it (ADR 0052). */
const rowSelector = 'main table tbody tr';
const executablePath = requireChromium();

// The page-side code is kept as text: it runs in the browser, and this (node) project has no DOM types.

/** The DevTools bindings through which the page says its shell, then its first row, is visible (pageSignal). */
const signalName = '__lotShellVisible';
const rowSignalName = '__lotRowVisible';

/** Waits until the service worker is activated and controls the page; its script URL. */
const controllingWorker = `(async () => {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (worker && worker.state !== 'activated') {
    await new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done()));
  }
  if (!navigator.serviceWorker.controller) {
    await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }));
  }
  return navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : null;
})()`;

/**
 * `--floor`: the worker's copy of index.html becomes the same page with no script, whose body is
 * the two landmarks alone. Its reload is the browser's own part of the figure (the navigation,
 * the worker, the document's parse, style, layout and paint), which no change to the app can take.
 */
const noScriptPage = `(async () => {
  const page = (await (await fetch('/index.html')).text())
    .replace(/<script[^>]*>[\\s\\S]*?<\\/script>/g, '')
    .replace(/<link rel="(module)?preload"[^>]*>/g, '')
    .replace(/<body>[\\s\\S]*<\\/body>/, '<body><div id="root"><header><button class="shell-profile">Profile</button></header>' +
      '<main><table><tbody><tr><td>Vehicle</td></tr></tbody></table></main></div></body>');
  let replaced = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname !== '/index.html') continue;
      await cache.put(request, new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
      replaced++;
    }
  }
  return replaced;
})()`;

/** The run's figures, read in the page once the shell is visible. */
const readFigures = `(async () => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    fcp: paint ? paint.startTime : null,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : NaN,
    fromWorker: navigator.serviceWorker.controller !== null && (navigation ? navigation.workerStart : 0) > 0,
    reachable: await fetch('/v3/health', { cache: 'no-store' }).then(() => true, () => false),
    path: location.pathname,
    marks: performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('lot:')).map((mark) => mark.name.slice(4) + ' ' + mark.startTime.toFixed(0)).join(', '),
  };
})()`;

interface Run {
  shell: number;
  /** When the list's first row is visible, as the shell is timed. */
  rows: number;
  fcp: number | null;
  domContentLoaded: number;
  fromWorker: boolean;
  /** The start-up marks of src/main.tsx, "name ms" each. */
  marks: string;
}

/** A signed-in tab on /vehicles of one build, with the service worker in control and the network cut. */
interface OfflineTab {
  reload(run: number): Promise<Run>;
  close(): Promise<void>;
}

async function openOfflineTab(distDir?: string, withoutScript = false): Promise<OfflineTab> {
  const server = await startMeasureServer({ distDir });
  const origin = server.origin;
  const profile = join(server.folder, 'profile');
  let tab: DevtoolsTab | null = null;
  try {
    // Playwright prepares the profile: the user signs in, and the worker installs and takes
    // control; a controlled load of /vehicles then fills the runtime caches (environments.json)
    // as an inspector's tablet would.
    const context = await tabletProfile(profile);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signInAsInspector(page, origin);
      await page.goto(`${origin}/vehicles`);
      await page.locator(shellSelector).waitFor();
      await page.goto(`${origin}/`);
      const controller = await page.evaluate<string | null>(controllingWorker);
      if (!controller?.endsWith('/sw.js')) throw new Error(`The service worker does not control the page (${controller})`);
      if (withoutScript && (await page.evaluate<number>(noScriptPage)) === 0) throw new Error('The worker has no copy of /index.html');
    } finally {
      await context.close();
    }

    // The timed tab: the same profile in a browser that only this script's DevTools session
    // drives, with no network agent (ADR 0057). Every document tells the script when the shell's
    // landmark, then the list's first row, first has a size: on the next frame.
    tab = await openDevtoolsTab(executablePath, chromiumArgs, profile);
    await tab.send('Page.enable');
    // `--profile`: this build's reloads only, not the other browser's.
    const profiling = values.profile !== undefined && distDir === undefined && !withoutScript;
    if (profiling) {
      await tab.send('Profiler.enable');
      await tab.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    await tab.send('Emulation.setDeviceMetricsOverride', { ...tabletTab.viewport, deviceScaleFactor: 1, mobile: false });
    // `--trace`: this build's reloads, and the page with no script's (`--floor`).
    const traced = values.trace !== undefined && distDir === undefined ? traceCollector(tab) : null;
    const shellVisible = await pageSignal(tab, signalName);
    const rowVisible = await pageSignal(tab, rowSignalName);
    for (const [name, selector] of [
      [signalName, shellSelector],
      [rowSignalName, rowSelector],
    ] as const) {
      await tab.send('Page.addScriptToEvaluateOnNewDocument', {
        source: signalWhen(name, `document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect().width > 0`, { attributes: true }),
      });
    }
    await tab.send('Page.navigate', { url: `${origin}/vehicles` });
    await shellVisible.next();
    await rowVisible.next();
    // The network is gone: the server answers nothing more, as a tablet's is out of reach.
    server.unplug();
    const timed = tab;
    return {
      async reload(run) {
        await timed.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        // Reloads once the tab has settled, as ADR 0041 does for the inspection editor: right after
        // the shell the page still loads its Chakra islands, which a navigation would wait for.
        await timed.evaluate(settledInPage);
        if (profiling) await timed.send('Profiler.start');
        if (traced) await timed.send('Tracing.start', { categories: traceCategories, transferMode: 'ReportEvents' });
        await timed.send('Page.reload');
        // Nothing is evaluated in the page until its shell is visible: the script's own would be timed with it.
        const shell = Number(await shellVisible.next());
        const rows = Number(await rowVisible.next());
        if (profiling) profiles.push((await timed.send<{ profile: CpuProfile }>('Profiler.stop')).profile);
        if (traced) {
          const traceEvents = await traced.end();
          writeFileSync(`${values.trace}${withoutScript ? '-floor' : ''}.${run}.json`, JSON.stringify({ traceEvents }));
          console.log(
            `  run ${run}${withoutScript ? ' (no script)' : ''}: the main thread's tasks until the first row (${rows.toFixed(0)} ms), the shell at ${shell.toFixed(0)} ms:`,
          );
          for (const line of describeTasks(mainThreadTasks(traceEvents, rows))) console.log(line);
        }
        const figures = { shell, rows, ...(await timed.evaluate<Omit<Run, 'shell' | 'rows'> & { reachable: boolean; path: string }>(readFigures)) };
        await timed.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        // A request that fails is the proof that the network is gone.
        if (figures.reachable || figures.path !== '/vehicles' || !figures.fromWorker) {
          throw new Error(`Run ${run} was not an offline reload of /vehicles: ${JSON.stringify(figures)}`);
        }
        return figures;
      },
      async close() {
        // The browser first: its profile is in the server's folder, which closing the server removes.
        await timed.close();
        server.close();
      },
    };
  } catch (error) {
    await tab?.close();
    server.close();
    throw error;
  }
}

/** The DevTools timeline's categories, as the Performance panel records them. */
const traceCategories = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink,blink.user_timing,loading';

/** Collects a tab's trace events between `Tracing.start` and `end()`. */
function traceCollector(tab: DevtoolsTab): { end(): Promise<TraceEvent[]> } {
  let events: TraceEvent[] = [];
  let complete: (() => void) | null = null;
  tab.on<{ value: TraceEvent[] }>('Tracing.dataCollected', (event) => events.push(...event.value));
  tab.on('Tracing.tracingComplete', () => complete?.());
  return {
    async end() {
      const done = new Promise<void>((resolve) => (complete = resolve));
      await tab.send('Tracing.end');
      await done;
      const collected = events;
      events = [];
      return collected;
    },
  };
}

/** A CPU profile as DevTools' Profiler.stop gives it. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The sampled time of a profile by script file (the build's chunk), or by the browser's own kind of work. */
function timeByScript(profile: CpuProfile): Map<string, number> {
  const where = new Map(
    profile.nodes.map((node) => {
      const { url, functionName } = node.callFrame;
      // Not every frame's URL is one (Chromium's own scripts: "v8/LoadTimes").
      const file = url
        ? ((URL.canParse(url) ? new URL(url).pathname.split('/').pop() : undefined) ?? url).replace(/-[\w-]{8}\.js$/, '.js')
        : functionName.startsWith('(')
          ? functionName
          : '(native)';
      return [node.id, file] as const;
    }),
  );
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const file = where.get(id) ?? '(unknown)';
    totals.set(file, (totals.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

const profiles: CpuProfile[] = [];

const describeRun = (run: Run) =>
  `shell ${run.shell.toFixed(0)} ms, first row ${run.rows.toFixed(0)} ms (first paint ${run.fcp?.toFixed(0) ?? '?'} ms, DOMContentLoaded ${run.domContentLoaded.toFixed(0)} ms; ${run.marks})`;
const spread = (figures: readonly number[]) => `min ${Math.min(...figures).toFixed(0)}, max ${Math.max(...figures).toFixed(0)}`;

const tabs: OfflineTab[] = [];
try {
  const tab = await openOfflineTab();
  tabs.push(tab);
  const other = values.floor ? await openOfflineTab(undefined, true) : values.against === undefined ? null : await openOfflineTab(resolve(values.against));
  if (other) tabs.push(other);
  const results: Run[] = [];
  const otherResults: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    if (!other) {
      const result = await tab.reload(run);
      results.push(result);
      console.log(`  run ${run}: ${describeRun(result)}`);
      continue;
    }
    // A then B, then B then A: neither build always goes first.
    const [first, second] = run % 2 === 1 ? [tab, other] : [other, tab];
    const firstResult = await first.reload(run);
    const secondResult = await second.reload(run);
    const [mine, theirs] = first === tab ? [firstResult, secondResult] : [secondResult, firstResult];
    results.push(mine);
    otherResults.push(theirs);
    console.log(
      `  pair ${run}: shell ${mine.shell.toFixed(0)} ms in this build, ${theirs.shell.toFixed(0)} ms in the other (${(mine.shell - theirs.shell).toFixed(0)} ms); ` +
        `first row ${mine.rows.toFixed(0)} and ${theirs.rows.toFixed(0)} ms (${(mine.rows - theirs.rows).toFixed(0)} ms)`,
    );
  }

  const shells = results.map((result) => result.shell);
  const rows = results.map((result) => result.rows);
  const middle = median(shells);
  console.log(
    `Offline reload of /vehicles at ${cpuRate}x CPU slowdown, signed-in shell visible: median ${middle.toFixed(0)} ms ` +
      `(${spread(shells)}, ${runs} runs; budget ${budgetMs} ms); the list's first row: median ${median(rows).toFixed(0)} ms (${spread(rows)})`,
  );
  if (other) {
    const otherName = values.floor ? 'the page with no script' : `the other build (${values.against})`;
    for (const figure of ['shell', 'rows'] as const) {
      const mine = results.map((result) => result[figure]);
      const theirs = otherResults.map((result) => result[figure]);
      const pairs = pairedDifference(mine, theirs);
      const what = figure === 'shell' ? 'Shell' : 'First row';
      console.log(
        `${what}: ${otherName} median ${median(theirs).toFixed(0)} ms (${spread(theirs)}); this build minus the other, ` +
          `pair by pair: median ${pairs.median.toFixed(0)} ms, this build faster in ${pairs.faster} of ${pairs.pairs} pairs`,
      );
    }
  }
  if (values.profile !== undefined && profiles.length > 0) {
    const totals = new Map<string, number>();
    for (const profile of profiles) for (const [file, ms] of timeByScript(profile)) totals.set(file, (totals.get(file) ?? 0) + ms);
    const rows = [...totals].map(([file, ms]) => [file, ms / profiles.length] as const).sort((a, b) => b[1] - a[1]);
    const busy = rows.filter(([file]) => file !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`Where a reload's main thread went until the first row showed (sampled, mean of ${profiles.length} runs; ${busy.toFixed(0)} ms busy):`);
    for (const [file, ms] of rows) if (ms >= 1) console.log(`  ${file.padEnd(28)} ${ms.toFixed(0).padStart(5)} ms`);
    writeFileSync(values.profile, JSON.stringify(profiles.at(-1)));
    console.log(`The last run's profile: ${values.profile}`);
  }
  // Other processes slow the throttled renderer further; the load average says how busy the machine was.
  console.log(`Load average during the runs: ${loadAverage()} on ${availableParallelism()} CPUs`);
  if (!(middle <= budgetMs)) overBudget();
} finally {
  for (const tab of tabs) await tab.close();
}
process.exit();
