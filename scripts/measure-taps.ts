/**
 * The damage diagram's figures of issue 41 (ADR 0090), in Chromium by touch against the real
 * server (run `npm run build` first):
 *
 * 1. Taps from the vehicles list to a saved damage with a photo (Hood, Dent, Less than 1 inch:
 *    DAL requires a severity), counted as a touch-driven script makes them. A native select is
 *    two taps (open it, tap the choice; the scrolling through some ninety items is not counted);
 *    the camera's shutter is not counted (the photo is handed to the file chooser that "Take
 *    photo" opens, as the end-to-end tests hand theirs). Today's path: the row's inspection link,
 *    Add Damage, the three selects, Take photo, Save. The diagram's: the link, the Hood zone, the
 *    damage and the severity by their one-tap buttons, Take photo, Save. It must need at least 3
 *    fewer taps.
 * 2. Interactions at 4x CPU, as INP measures them (Event Timing API: from the input to the next
 *    paint), as measure-inspection.ts measures the editor's: a tap on a zone (New Damage with its
 *    item) and a tap on a marker (its damage). The diagram is always shown: opening it is no
 *    interaction. Budget: 100 ms each (median of the runs; the worst is printed too).
 *
 * With `--against <dist>` the interactions are timed beside another build (its own server and
 * browser, taps alternating), pair by pair: on a busy machine, the way to tell two builds apart.
 *
 *   npm run measure:taps -- [--runs 5] [--against <dist>]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { apiClient, apiSignIn, loadAverage, median, pairedDifference, signInAsInspector, startMeasureServer, tabletProfile } from './lib/measure-server.ts';
import { cameraPhoto } from './lib/in-page.ts';
import { watchInteractions } from './lib/interactions.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, against: { type: 'string' } } });
const runs = Number(values.runs);
const budget = { fewerTaps: 3, interactionMs: 100 };

const server = await startMeasureServer();
const { origin } = server;
const token = await apiSignIn(origin);
const api = apiClient(origin, token);

/** DAL vehicles without a report whose status allows writing; each path gets its own, with an empty report. */
const fresh = (
  await api<{ data: { vehicle_id: number; vehicle_status_id: number; vin: string }[] }>('/v3/util/vehicles?site=DAL&per_page=50&notHas[]=inspections')
).data.filter((vehicle) => vehicle.vehicle_status_id <= 3);
if (fresh.length < 3) throw new Error('The seed has too few DAL vehicles without a report');
for (const vehicle of fresh.slice(0, 3)) await api(`/v3/vehicles3/${vehicle.vehicle_id}/inspections`, { method: 'POST', body: '{}' });
const [todayVehicle, diagramVehicle, timedVehicle] = fresh as [(typeof fresh)[0], (typeof fresh)[0], (typeof fresh)[0]];

const context = await tabletProfile(join(server.folder, 'profile'), { touch: true });
const page = context.pages()[0] ?? (await context.newPage());
await signInAsInspector(page, origin);

const photo = await cameraPhoto(page, { hue: 20 });

/** A path's taps, as a finger makes them. */
function tapCounter(target: Page) {
  const steps: string[] = [];
  return {
    steps,
    async tap(locator: Locator, what: string) {
      await locator.tap();
      steps.push(what);
    },
    /** A native select: a tap opens it, a tap on the choice closes it. */
    async select(locator: Locator, label: string, what: string) {
      await locator.selectOption({ label });
      steps.push(`${what} (open)`, `${what}: ${label}`);
    },
    /** Take photo: its tap opens the camera (the file chooser here); the shutter is not counted. */
    async photo(dialog: Locator) {
      const [chooser] = await Promise.all([target.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Take photo' }).tap()]);
      await chooser.setFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: photo });
      steps.push('Take photo');
    },
  };
}

/** The vehicles list with the vehicle in it (the list's own filter, from its address: no tap). */
async function fromList(vehicle: (typeof fresh)[0]) {
  await page.goto(`${origin}/vehicles?last6=${vehicle.vin.slice(-6)}`);
  const link = page.locator(`a[href="/vehicles/${vehicle.vehicle_id}/inspections"]`).first();
  await link.waitFor();
  return link;
}

async function savedWithPhoto(vehicleId: number) {
  await page.getByRole('listitem', { name: 'Damage: Hood – Dent' }).waitFor();
  await page.getByRole('img', { name: 'Photo of Hood – Dent' }).waitFor();
  // On the server too: the damage and its photo.
  const until = Date.now() + 30_000;
  for (;;) {
    const state = await api<{ response: { inspections: { inspection_items: { image: unknown }[] }[] } }>(`/v3/vehicles3/${vehicleId}/full`);
    if (state.response.inspections[0]?.inspection_items.some((item) => item.image)) return;
    if (Date.now() > until) throw new Error('The damage and its photo did not reach the server');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const dialog = page.getByRole('dialog', { name: 'New Damage' });

// 1a. Today's path.
const today = tapCounter(page);
await today.tap(await fromList(todayVehicle), 'the row’s inspection link');
await today.tap(page.getByRole('button', { name: 'Add Damage' }), 'Add Damage');
await today.select(dialog.getByRole('combobox', { name: 'Item' }), 'Hood', 'Item');
await today.select(dialog.getByRole('combobox', { name: 'Damage', exact: true }), 'Dent', 'Damage');
await today.select(dialog.getByRole('combobox', { name: /^Severity/ }), 'Less than 1 inch', 'Severity');
await today.photo(dialog);
await today.tap(dialog.getByRole('button', { name: 'Save' }), 'Save');
await savedWithPhoto(todayVehicle.vehicle_id);

// 1b. Through the diagram.
const diagramPath = tapCounter(page);
await diagramPath.tap(await fromList(diagramVehicle), 'the row’s inspection link');
const diagram = page.getByRole('group', { name: /^Damage diagram/ });
await diagramPath.tap(diagram.getByRole('button', { name: 'Hood', exact: true }), 'the Hood zone');
await diagramPath.tap(dialog.getByRole('group', { name: 'Damage, one tap' }).getByRole('button', { name: 'Dent', exact: true }), 'Dent');
await diagramPath.tap(dialog.getByRole('group', { name: 'Severity, one tap' }).getByRole('button', { name: 'Less than 1 inch' }), 'Less than 1 inch');
await diagramPath.photo(dialog);
await diagramPath.tap(dialog.getByRole('button', { name: 'Save' }), 'Save');
await savedWithPhoto(diagramVehicle.vehicle_id);

// 2. Interactions at 4x CPU: a zone's tap, a marker's tap; with --against, beside another build, alternating.
const interactions = {
  zone: 'tap a zone (New Damage with its item)',
  marker: 'tap a marker (its damage)',
  addDamage: 'tap Add Damage (the same dialog from the toolbar, for comparison)',
} as const;
type Timings = Record<keyof typeof interactions, number[]>;

/** A report with one damage (a marker) open in `target`, ready to time its taps; `round()` times each once. */
async function interactionBench(target: Page, at: string, vehicle: (typeof fresh)[0]) {
  const newDamage = target.getByRole('dialog', { name: 'New Damage' });
  const edit = target.getByRole('dialog', { name: 'Edit Damage' });
  const drawing = target.getByRole('group', { name: /^Damage diagram/ });
  await target.goto(`${at}/vehicles/${vehicle.vehicle_id}/inspections`);
  await target.getByRole('heading', { name: 'Damages (0)' }).waitFor();
  await target.getByRole('button', { name: 'Add Damage' }).tap();
  await newDamage.getByRole('combobox', { name: 'Item' }).selectOption({ label: 'Roof' });
  await newDamage.getByRole('combobox', { name: 'Damage', exact: true }).selectOption({ label: 'Dent' });
  await newDamage.getByRole('combobox', { name: /^Severity/ }).selectOption({ label: '2-4 inches' });
  await newDamage.getByRole('button', { name: 'Save' }).tap();
  await newDamage.waitFor({ state: 'hidden' });
  const cdp = await target.context().newCDPSession(target);
  const interaction = await watchInteractions(target);
  const timings: Timings = { zone: [], marker: [], addDamage: [] };
  /** Times `tap`, until `dialog` shows; then cancels it. */
  const timed = async (tap: Locator, dialog: Locator) => {
    const ms = await interaction(
      () => tap.tap(),
      () => dialog.waitFor(),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    return ms;
  };
  return {
    timings,
    async round() {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      timings.addDamage.push(await timed(target.getByRole('button', { name: 'Add Damage' }), newDamage));
      timings.zone.push(await timed(drawing.getByRole('button', { name: 'Left Front Door', exact: true }), newDamage));
      timings.marker.push(await timed(drawing.getByRole('button', { name: /^Damage 1: Roof/ }), edit));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  };
}

const mine = await interactionBench(page, origin, timedVehicle);
// The other build: its own server and browser, the same seed, the same vehicle.
const other = values.against === undefined ? null : await otherBuild(values.against);
async function otherBuild(distDir: string) {
  const otherServer = await startMeasureServer({ distDir });
  const otherApi = apiClient(otherServer.origin, await apiSignIn(otherServer.origin));
  await otherApi(`/v3/vehicles3/${timedVehicle.vehicle_id}/inspections`, { method: 'POST', body: '{}' });
  const otherContext = await tabletProfile(join(otherServer.folder, 'profile'), { touch: true });
  const otherPage = otherContext.pages()[0] ?? (await otherContext.newPage());
  await signInAsInspector(otherPage, otherServer.origin);
  const bench = await interactionBench(otherPage, otherServer.origin, timedVehicle);
  return {
    bench,
    async close() {
      await otherContext.close();
      otherServer.close();
    },
  };
}
for (let run = 0; run < runs; run += 1) {
  // Alternating which goes first, so that neither always meets the other's wake.
  const order = run % 2 === 0 ? [mine, other?.bench] : [other?.bench, mine];
  for (const bench of order) await bench?.round();
}

await context.close();
server.close();
await other?.close();

const fewer = today.steps.length - diagramPath.steps.length;
const lines = [
  `Taps from the vehicles list to a saved damage with a photo, today: ${today.steps.length} (${today.steps.join(' · ')})`,
  `Taps through the damage diagram: ${diagramPath.steps.length} (${diagramPath.steps.join(' · ')}): ${fewer} fewer (budget: at least ${budget.fewerTaps} fewer)`,
  ...Object.entries(interactions).flatMap(([key, name]) => {
    const list = mine.timings[key as keyof Timings];
    const line = `Interaction "${name}" at 4x CPU (INP, Event Timing): median ${Math.round(median(list))} ms, worst ${Math.round(Math.max(...list))} ms (${list.map(Math.round).join(', ')}; budget ${budget.interactionMs} ms)`;
    if (!other) return [line];
    const theirs = other.bench.timings[key as keyof Timings];
    const pairs = pairedDifference(list, theirs);
    return [
      line,
      `  beside ${values.against}: median ${Math.round(median(theirs))} ms (${theirs.map(Math.round).join(', ')}); difference pair by pair, median ${Math.round(pairs.median)} ms; this build faster in ${pairs.faster} of ${pairs.pairs}`,
    ];
  }),
  `Load average during the runs: ${loadAverage()} on 2 CPUs`,
];
console.log(lines.join('\n'));
process.exitCode = fewer < budget.fewerTaps || median(mine.timings.zone) > budget.interactionMs || median(mine.timings.marker) > budget.interactionMs ? 1 : 0;
