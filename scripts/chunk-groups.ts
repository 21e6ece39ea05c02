/**
 * How the build groups modules into chunks (vite.config.ts, ADR 0020): by what loads
 * together, so that a cold signed-in screen fetches its code in a handful of requests
 * instead of fifty 1-2 KB fragments, each a round trip on a tablet's network.
 *
 * - `initial`: the entry and everything it imports statically (the framework, the router,
 *   the sign-in page's needs); ADR 0007 keeps it small.
 * - `chakra`: Chakra's components, with the libraries under them, the owned wrappers of
 *   src/components/ui, and the house's own parts drawn with Chakra: the screens drawn with
 *   Chakra need them, /login, the shell and the plain screens never (ADR 0080).
 * - `chakra-system`: the Chakra system and its theme, built once the first paint is out.
 * - `shell`: the signed-in frame drawn in plain CSS (top bar, side menu, outbox status), the
 *   shared plain page pieces and the guarded layout routes.
 * - `offline`: the offline engine (Dexie, the outbox, the sync engine), which the shell loads
 *   beside its first paint and the screens that write through the outbox import (ADR 0081).
 * - the list framework (src/components/data-list, drawn in plain CSS: ADR 0046) travels with
 *   the shell: most signed-in screens are lists, and on a tablet's network a chunk of its own
 *   cost them two more requests (script and stylesheet) for 3 KB.
 * - one group per feature (src/features/<name>), with the route files that show it; where one
 *   of its pages draws nothing with Chakra, the rest apart (`<feature>-chakra`): the inspection
 *   editor's delivery dialog, the vehicle's record beside the vehicles list, the dealer's page
 *   beside the dealers list. Worked out from what the routes import (`withPlainPart`).
 * Anything else (maplibre, pdfmake, zxcvbn, workers) keeps its own lazy chunk.
 */
import { join } from 'node:path';
import { encloses, plainPages, stylingOf } from './route-styling.ts';

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

const chakraLibraries =
  /\/node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|next-themes|proxy-compare|stylis|hoist-non-react-statics|@babel\/runtime|react-is|uqr)\//;
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
 * The house's parts drawn with Chakra that screens of every kind share (src/components, the
 * shell's own among them): they travel with Chakra's code, worked out from their imports (ADR
 * 0079): only screens drawn with Chakra import them. A part drawn with the kit alone is plain and
 * travels with what imports it.
 */
function isChakraPart(file: string): boolean {
  return /\/src\/components\/(?!ui\/)[\w/-]+\.tsx$/.test(file) && styling().chakraDrawer(file) !== undefined;
}

/**
 * Small modules that screens of every kind use (the public pages too): they join the entry
 * rather than each being a request of their own. A few KB; /login's budget test watches it.
 */
const everywhere =
  /\/node_modules\/@tanstack\/(react-query|query-core|query-persist-client-core|query-sync-storage-persister|react-query-persist-client)\/|\/src\/lib\/query-persistence\.ts|\/node_modules\/@tanstack\/react-router\/dist\/esm\/(useBlocker|useCanGoBack)\.js|\/src\/(pwa\/(use-update-waiting|update-store)\.ts|contract\/map-config\.ts|lib\/(dates|changed-fields|use-environment)\.ts|api\/failure-text\.ts|auth\/api\.ts|features\/auth\/(text-link\.tsx|sign-in-fields\.ts|auth-field\.tsx)|components\/ui\/link\.css)/;
/**
 * The Chakra system (src/components/ui/system.ts calls createSystem at its top level, the
 * longest task of a cold start) with the theme it is built from and Chakra's provider
 * (provider.tsx): a chunk of its own, imported only by the lazy provider, so that evaluating the components (which the shell imports)
 * does not build it before the first paint (docs/decisions/0012-plain-shell.md).
 */
const chakraSystem = /\/src\/components\/ui\/(system\.ts|provider\.tsx)$|\/node_modules\/@chakra-ui\/react\/dist\/esm\/(theme|preset)/;
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
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters?: readonly string[] } | null;
}

/**
 * The group of a module, or null to leave it to the automatic splitting. A stylesheet that no
 * rule places travels with the modules that import it, when they are of one group: its own
 * chunk would be one more request (page-frame.css with the shell).
 */
export function chunkGroupOf(id: string, graph?: ModuleGraph): string | null {
  const own = groupByPath(id);
  if (own === 'shell' && graph !== undefined && onlyForChakraScreens(id, graph)) return 'chakra';
  if (own !== null || graph === undefined || !id.endsWith('.css')) return own;
  const groups = new Set((graph.getModuleInfo(id)?.importers ?? []).map((importer) => chunkGroupOf(importer, graph)));
  return groups.size === 1 ? [...groups][0]! : null;
}

/**
 * A control of the kit that only screens drawn with Chakra import (the tabs, the accordion):
 * it travels with Chakra's code, which those screens load anyway, rather than with the shell that
 * every signed-in page loads. Worked out from who imports it, statically or lazily: the day a
 * plain screen uses it, it moves to the shell by itself.
 */
function onlyForChakraScreens(id: string, graph: ModuleGraph): boolean {
  const file = id.replaceAll('\\', '/').split('?')[0]!;
  if (!file.includes('/src/components/ui/') || !/\.tsx?$/.test(file)) return false;
  const info = graph.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].map((importer) => importer.split('?')[0]!);
  return importers.length > 0 && importers.every((importer) => styling().chakraDrawer(importer) !== undefined);
}

function groupByPath(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  // Without a query (`?inline`, `?url`): the module's file.
  const file = path.split('?')[0]!;
  if (everywhere.test(path)) return 'common';
  // The public pages' contract: theirs alone (the signed-in helpers' rule below would put it in the shell).
  if (/\/src\/contract\/public-vehicle\.ts$/.test(path)) return 'public-vehicle';
  if (isOfflineEngine(path, file)) return 'offline';
  // One a signed-out page uses too (registration's password verdict) joins the small modules every screen uses.
  if (signedInHelpers.test(path)) return signedOutCode().has(file) ? 'common' : 'shell';
  if (chakraSystem.test(path)) return 'chakra-system';
  if (isChakraPart(file)) return 'chakra';
  // The house's plain parts (the confirm dialog, the leave guard, the page alert): with the small
  // modules every screen uses when a signed-out page draws them, else with the shell.
  if (/\/src\/components\/[\w-]+\.tsx$/.test(file)) return signedOutCode().has(file) ? 'common' : 'shell';
  // The request body viewer: what kind a body is, with the code that asks first (lazy-body-view);
  // the viewer, its tree and its parsers in a chunk of their own, loaded when a body is shown.
  if (/\/src\/components\/body-view\/(body-kind\.ts|lazy-body-view\.tsx)$/.test(file)) return 'shell';
  if (/\/src\/components\/body-view\/(?!lazy-body-view)[\w-]+\.(tsx?|css)$/.test(file)) return 'body-view';
  if (chakraLibraries.test(path)) return 'chakra';
  // The kit: its controls drawn with Chakra travel with Chakra's code, the plain ones a signed-out
  // page uses (the button, the fields, the heading) with the small modules every screen uses, the
  // others with the shell; their sheets with what imports them (chunkGroupOf).
  // The snackbars' renderer: a chunk of its own, loaded with the first snackbar on any page.
  if (/\/src\/components\/ui\/toaster\.(tsx|css)$/.test(file)) return 'toaster';
  if (path.includes('/src/components/ui/')) {
    if (/\.css$/.test(file)) return null;
    if (styling().chakraDrawer(file) !== undefined) return 'chakra';
    return signedOutCode().has(file) ? 'common' : 'shell';
  }
  if (shellModules.test(path)) return 'shell';
  if (path.includes('/src/components/data-list/')) return 'shell';
  if (path.includes('/src/features/vehicles/photos/')) return 'vehicle-photos';
  const feature = /\/src\/features\/([a-z0-9-]+)\//.exec(path)?.[1];
  if (feature && feature !== 'public-vehicle' && feature !== 'auth') return withPlainPart(feature, path);
  if (path.includes('/src/routes/_signed-in/')) {
    for (const [pattern, name] of routeFeatures) if (pattern.test(path)) return withPlainPart(name, path);
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

/** The modules the pages that draw nothing with Chakra import statically, and their features' groups (ADR 0079). */
let plainCode: { modules: ReadonlySet<string>; groups: Set<string> } | null = null;
const styling = () => stylingOf(projectRoot);

/**
 * A feature's group, split in two where one of its pages draws nothing with Chakra (the vehicles
 * list, the inspection editor, the dealers, users and sites lists): what those pages import
 * statically is the feature's group, the rest (the pages drawn with Chakra, their dialogs)
 * `<feature>-chakra`, so that the plain page's chunk imports nothing of Chakra. Worked out from
 * the routes' imports (scripts/route-styling.ts), not listed.
 */
function withPlainPart(group: string, path: string): string {
  if (plainCode === null) {
    const routes = styling().routes();
    const pages = plainPages(routes);
    // The pages, and the layouts they are drawn in (the vehicle's, around the inspection editor).
    const drawn = (id: string) => pages.some((page) => page === id || encloses(id, page));
    const modules = new Set(routes.filter((route) => drawn(route.id)).flatMap((route) => [...styling().closure(join(projectRoot, route.file))]));
    plainCode = { modules, groups: new Set() };
    for (const module of modules) {
      const name = groupByPath(module);
      if (name !== null) plainCode.groups.add(name);
    }
  }
  const file = path.split('?')[0]!;
  return plainCode.groups.has(group) && !plainCode.modules.has(file) ? `${group}-chakra` : group;
}
