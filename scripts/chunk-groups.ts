/**
 * How the build groups modules into chunks (vite.config.ts, ADR 0020): by what loads
 * together, so that a cold signed-in screen fetches its code in a handful of requests
 * instead of fifty 1-2 KB fragments, each a round trip on a tablet's network.
 *
 * - `initial`: the entry and everything it imports statically (the framework, the router,
 *   the sign-in page's needs); ADR 0007 keeps it small.
 * - `shell`: the signed-in frame drawn in plain CSS (top bar, side menu, outbox status), the
 *   shared plain page pieces and the guarded layout routes.
 * - `offline`: the offline engine (Dexie, the outbox, the sync engine), which the shell loads
 *   beside its first paint and the screens that write through the outbox import (ADR 0081).
 * - the list framework (src/components/data-list, drawn in plain CSS: ADR 0046) travels with
 *   the shell: most signed-in screens are lists, and on a tablet's network a chunk of its own
 *   cost them two more requests (script and stylesheet) for 3 KB.
 * - one group per feature (src/features/<name>), with the route files that show it; where the
 *   feature has a list (an index route: /vehicles/, /dealers/), its other pages apart
 *   (`<feature>-more`): the vehicle's record beside the vehicles list, the dealer's page beside
 *   the dealers list, so a cold list carries only its own code. Worked out from what the routes
 *   import (`withListPart`).
 * - `vin-scan`: the VIN scanner (src/features/vehicles/scan), loaded when scanning starts.
 * Anything else (maplibre, pdfmake, zxcvbn, the ZXing reader, workers) keeps its own lazy chunk.
 */
import { join } from 'node:path';
import { encloses, moduleGraphOf } from './module-graph.ts';

const projectRoot = join(import.meta.dirname, '..');

/** Route folders (under src/routes/_signed-in) and the feature each shows. */
const routeFeatures: readonly [RegExp, string][] = [
  [/\/_auction\/vehicles\/\$vehicleId\/inspections/, 'inspections'],
  [/\/_auction\/vehicles\/\$vehicleId\/photos/, 'vehicle-photos'],
  [/\/_auction\/vehicles\//, 'vehicles'],
  [/\/_auction\/dealers\//, 'dealers'],
  [/\/_auction\/auction\/reports\//, 'reports'],
  [/\/_auction\/auction\/integration\//, 'integration'],
  [/\/_auction\/auction\/settings\//, 'auction-settings'],
  [/\/_admin\/(apilogs|aavalidationlogs|apibadgelogs|spincarlogs|valuationlogs)\.tsx/, 'logs'],
  [/\/_admin\/flumbus\//, 'flumbus'],
  [/\/_admin\/apidashboard\.tsx/, 'api-dashboard'],
  [/\/_admin\/config2?\.tsx/, 'config'],
  [/\/_admin\/siteconfig\//, 'sites'],
  [/\/_admin\/users\//, 'users'],
  [/\/_admin\/admin\/reports\//, 'servnet'],
  [/\/_signed-in\/mobile-builds\//, 'mobile-builds'],
  [/\/_signed-in\/myProfile\.tsx/, 'profile'],
  [/\/_signed-in\/outbox\.tsx/, 'outbox'],
  [/\/_signed-in\/(index|dashboard2)\.tsx/, 'dashboard'],
];

const shellModules =
  /\/src\/(components\/app-shell\/|offline\/|components\/(page-alert-store|page-frame|needs-connection)\.tsx?|routes\/_signed-in(\/_auction|\/_admin)?\.tsx)/;
/** The signed-in layouts: what they import statically is the shell's first paint. */
const signedInLayouts = ['_signed-in.tsx', '_signed-in/_auction.tsx', '_signed-in/_admin.tsx'].map((file) => join(projectRoot, 'src/routes', file));

let engine: { modules: ReadonlySet<string>; firstPaint: ReadonlySet<string> } | null = null;
/**
 * The offline engine (src/offline/engine.ts and what it imports: Dexie, the outbox, the sync
 * engine, the contract's rules they apply) without what the shell's first paint imports, and the
 * modules outside a feature that reach it (the discard question, a queued photo's bytes, the
 * report's rules): apart from the shell,
 * which loads it beside its first paint (ADR 0081). The screens that write through the outbox
 * import it statically.
 */
function isOfflineEngine(path: string, file: string): boolean {
  if (/\/node_modules\/dexie\//.test(path)) return true;
  if (!/\/src\/(offline|contract|lib|api|components\/(?!ui\/))[\w/-]*\.tsx?$/.test(file)) return false;
  engine ??= {
    modules: styling().closure(join(projectRoot, 'src/offline/engine.ts')),
    firstPaint: new Set(signedInLayouts.flatMap((layout) => [...styling().closure(layout)])),
  };
  const { modules, firstPaint } = engine;
  if (firstPaint.has(file)) return false;
  if (modules.has(file)) return true;
  return [...styling().closure(file)].some((module) => module !== file && modules.has(module) && !firstPaint.has(module));
}

/**
 * Small modules that screens of every kind use (the public pages too): they join the entry
 * rather than each being a request of their own. A few KB; /login's budget test watches it.
 */
const everywhere =
  /\/node_modules\/@tanstack\/(react-query|query-core|query-persist-client-core|query-sync-storage-persister|react-query-persist-client)\/|\/src\/lib\/query-persistence\.ts|\/node_modules\/@tanstack\/react-router\/dist\/esm\/(useBlocker|useCanGoBack)\.js|\/src\/(pwa\/(use-update-waiting|update-store)\.ts|contract\/(map-config|wheel-locations)\.ts|lib\/(dates|changed-fields|use-environment)\.ts|api\/failure-text\.ts|auth\/api\.ts|features\/auth\/(text-link\.tsx|sign-in-fields\.ts|auth-field\.tsx)|components\/ui\/link\.css)/;
/** Signed-in-only helpers that are not in a feature. */
const signedInHelpers = /\/src\/(contract\/|lib\/(photo-compression|password-verdict|lineup|after-paint)\.ts|auth\/use-session\.ts)/;

/**
 * The read ahead (src/read-ahead.ts, ADR 0048) and everything it imports: a chunk of its own,
 * which index.html loads beside the entry (the entry imports it as it would any chunk). The
 * app's modules are worked out from its imports; the libraries under them are named (the
 * analysis follows the app's own files only). The read ahead must wait for no other chunk: the
 * build fails, naming the chunk, when it would import one (scripts/boot-preload.ts,
 * `readAheadScript`).
 */
const readAheadLibraries = /\/node_modules\/valibot\/|\/node_modules\/@tanstack\/router-core\/dist\/esm\/(searchParams|qss)\.js$/;
let readAheadCode: ReadonlySet<string> | null = null;

/** The read ahead's group (before the entry's): the module's, or null. */
export function readAheadGroupOf(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  readAheadCode ??= styling().closure(join(projectRoot, 'src/read-ahead.ts'));
  return readAheadLibraries.test(path) || readAheadCode.has(path.split('?')[0]!) ? 'read-ahead' : null;
}

/** What the bundler tells a group's name function about the module graph (rolldown's ChunkingContext). */
interface BundlerGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters?: readonly string[] } | null;
}

/**
 * The group of a module, or null to leave it to the automatic splitting. A stylesheet that no
 * rule places travels with the modules that import it, when they are of one group: its own
 * chunk would be one more request (page-frame.css with the shell).
 */
export function chunkGroupOf(id: string, graph?: BundlerGraph): string | null {
  const own = groupByPath(id);
  if (own === 'shell' && graph !== undefined && onlyForOtherPages(id, graph)) return 'kit-more';
  if (own !== null || graph === undefined || !id.endsWith('.css')) return own;
  const groups = new Set((graph.getModuleInfo(id)?.importers ?? []).map((importer) => chunkGroupOf(importer, graph)));
  return groups.size === 1 ? [...groups][0]! : null;
}

/**
 * A control of the kit that only a feature's other pages draw (the tabs and the accordion: the
 * dealer's page, a site's page, the work orders), never the frame, a list or the inspection
 * editor: it travels in one chunk with the others of its kind, which those pages load, rather
 * than in the shell that every signed-in page loads. Worked out from who imports it: the day a
 * list uses it, it moves to the shell by itself.
 */
function onlyForOtherPages(id: string, graph: BundlerGraph): boolean {
  const file = id.replaceAll('\\', '/').split('?')[0]!;
  if (!file.includes('/src/components/ui/') || !/\.tsx?$/.test(file)) return false;
  const info = graph.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  return importers.length > 0 && importers.every((importer) => chunkGroupOf(importer)?.endsWith('-more') === true);
}

function groupByPath(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  // Without a query (`?inline`, `?url`): the module's file.
  const file = path.split('?')[0]!;
  if (everywhere.test(path)) return 'common';
  // The public pages' contract: theirs alone (the signed-in helpers' rule below would put it in the shell).
  if (/\/src\/contract\/public-vehicle\.ts$/.test(path)) return 'public-vehicle';
  // What the editor and the public report page draw over a report: the damage diagram (ADR 0090)
  // and a photo's markup (ADR 0091). A small chunk of its own, so that neither page loads the
  // other's code, nor /login the drawings. (The wheel locations the diagram shares with the offline
  // engine's rules are common's.)
  if (/\/src\/components\/(damage-diagram|photo-markup)\/[\w-]+\.(tsx?|css)$/.test(file)) return 'report-drawings';
  // Their geometry and rules, which the printed report and the offline engine's checks use too:
  // code only, so that what loads the engine loads no stylesheet with it, and the public page
  // no engine.
  if (/\/src\/contract\/(damage-diagram|photo-markup)(-pdf|-print)?\.ts$/.test(file)) return 'drawing-rules';
  if (isOfflineEngine(path, file)) return 'offline';
  // One a signed-out page uses too (registration's password verdict) joins the small modules every screen uses.
  if (signedInHelpers.test(path)) return signedOutCode().has(file) ? 'common' : 'shell';
  // The house's plain parts (the confirm dialog, the leave guard, the page alert): with the small
  // modules every screen uses when a signed-out page draws them, else with the shell.
  if (/\/src\/components\/[\w-]+\.tsx$/.test(file)) return signedOutCode().has(file) ? 'common' : 'shell';
  // The request body viewer: what kind a body is, with the code that asks first (lazy-body-view)
  // and its sheet (else a stylesheet of its own, a request more on every signed-in screen);
  // the viewer, its tree and its parsers in a chunk of their own, loaded when a body is shown.
  if (/\/src\/components\/body-view\/(body-kind\.ts|lazy-body-view\.(tsx|css))$/.test(file)) return 'shell';
  if (/\/src\/components\/body-view\/(?!lazy-body-view)[\w-]+\.(tsx?|css)$/.test(file)) return 'body-view';
  // The snackbars' renderer: a chunk of its own, loaded with the first snackbar on any page.
  if (/\/src\/components\/ui\/toaster\.(tsx|css)$/.test(file)) return 'toaster';
  // The kit: the controls a signed-out page uses (the button, the fields, the heading) with the
  // small modules every screen uses, the others with the shell; their sheets with what imports
  // them (chunkGroupOf).
  if (path.includes('/src/components/ui/')) {
    if (/\.css$/.test(file)) return null;
    return signedOutCode().has(file) ? 'common' : 'shell';
  }
  if (shellModules.test(path)) return 'shell';
  if (path.includes('/src/components/data-list/')) return 'shell';
  if (path.includes('/src/features/vehicles/photos/')) return 'vehicle-photos';
  // The VIN scanner's dialog and camera loop: a chunk of its own, loaded when Scan VIN is pressed
  // (ADR 0092), with the address of ZXing's .wasm; the ZXing reader's JavaScript, imported when the
  // browser has no BarcodeDetector, is another.
  if (path.includes('/src/features/vehicles/scan/') || /\/node_modules\/zxing-wasm\/.*\.wasm\?url$/.test(path)) return 'vin-scan';
  const feature = /\/src\/features\/([a-z0-9-]+)\//.exec(path)?.[1];
  if (feature && feature !== 'public-vehicle' && feature !== 'auth') return withListPart(feature, path);
  if (path.includes('/src/routes/_signed-in/')) {
    for (const [pattern, name] of routeFeatures) if (pattern.test(path)) return withListPart(name, path);
  }
  return null;
}

/**
 * What a signed-out page can draw (the entry with its error screen, /login, /register, the public
 * pages): the kit's controls among it travel in `common`, the rest (the dialog, the drawer, the
 * menu) with the signed-in shell, so that /login does not carry them (its budget test).
 */
let signedOut: ReadonlySet<string> | null = null;
function signedOutCode(): ReadonlySet<string> {
  signedOut ??= new Set(
    [
      join(projectRoot, 'src/components/route-error/route-error.tsx'),
      ...styling()
        .routes()
        .filter((route) => !route.id.startsWith('/_signed-in'))
        .map((route) => join(projectRoot, route.file)),
    ].flatMap((file) => [...styling().closure(file)]),
  );
  return signedOut;
}

/** The modules the features' lists import statically, and the lists' features' groups. */
let listCode: { modules: ReadonlySet<string>; groups: Set<string> } | null = null;
const styling = () => moduleGraphOf(projectRoot);

/**
 * A feature's group, split in two where the feature has a list (an index route with no parameter, `/dealers/`):
 * what the list and the layouts around it import statically is the feature's group, its other
 * pages (the record, its dialogs) `<feature>-more`, so a cold list does not carry them. Worked out
 * from the routes' imports (scripts/module-graph.ts), not listed.
 */
function withListPart(group: string, path: string): string {
  if (listCode === null) {
    const routes = styling().routes();
    const lists = routes.filter((route) => route.id.startsWith('/_signed-in/') && route.id.endsWith('/') && !route.id.includes('$')).map((route) => route.id);
    const drawn = (id: string) => lists.some((list) => list === id || encloses(id, list));
    const modules = new Set(routes.filter((route) => drawn(route.id)).flatMap((route) => [...styling().closure(join(projectRoot, route.file))]));
    listCode = { modules, groups: new Set() };
    for (const module of modules) {
      const name = groupByPath(module);
      if (name !== null) listCode.groups.add(name);
    }
  }
  const file = path.split('?')[0]!;
  return listCode.groups.has(group) && !listCode.modules.has(file) ? `${group}-more` : group;
}
