/**
 * Which screens draw with Chakra, decided from what their code imports (ADR 0079), not from lists
 * kept by hand: a route draws with Chakra when the modules its file imports statically, followed
 * through the app's own files, import a Chakra component. Imports of Chakra's provider and context
 * (what every page's entry holds to switch the system on) do not count, nor do dynamic imports:
 * what loads later (the snackbars' renderer) does not hold up the first paint.
 *
 * The verdicts reach the app as the virtual module `virtual:plain-routes` (the ids of the routes
 * that draw nothing with Chakra, and a pattern of each one's URL), which the router's provider
 * (chakra-for-routes.tsx), the shell's page area and the boot script (boot-preload.ts) read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

/** What a module may import from Chakra and still draw nothing with it: the provider, its context, the system's makers. */
const chakraMachinery = new Set(['ChakraProvider', 'useChakraContext', 'createSystem', 'defineConfig', 'mergeConfigs', 'defaultSystem']);

const chakraPackage = /^@chakra-ui\/react(\/|$)/;

interface ModuleFacts {
  /** The app's own modules it imports statically, as absolute paths. */
  imports: string[];
  /** What it imports from Chakra that draws (components, hooks of components, `chakra`). */
  chakraNames: string[];
}

/** A route: its file, its id (createFileRoute's argument), and whether its code draws with Chakra. */
export interface RouteStyling {
  file: string;
  id: string;
  drawsWithChakra: boolean;
  /** Why, when it does: the first module on the way and what it imports. */
  because?: string;
}

const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(specifier: string, from: string, src: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  // Stylesheets count as modules (they travel in the chunk of what imports them), with no imports of their own.
  if (/\.(tsx?|css|svg|png|json)$/.test(base)) return existsSync(base) && /\.(tsx?|css)$/.test(base) ? base : null;
  for (const extension of extensions) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** The named imports of `import { a, b as c } from …` (what esbuild leaves of them: no type imports). */
function importedNames(statement: string): string[] {
  const braces = /\{([^}]*)\}/.exec(statement);
  const names = braces
    ? braces[1]!.split(',').map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
    : [];
  // A default or namespace import of Chakra takes all of it.
  if (/^import\s+(\*|[\w$]+\s*(,|from))/.test(statement.trim())) names.push('*');
  return names.filter(Boolean);
}

function moduleFacts(file: string, src: string, cache: Map<string, ModuleFacts>): ModuleFacts {
  const known = cache.get(file);
  if (known) return known;
  if (file.endsWith('.css')) {
    const none = { imports: [], chakraNames: [] };
    cache.set(file, none);
    return none;
  }
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: file.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'automatic', format: 'esm' });
  const [imports] = parse(code);
  const facts: ModuleFacts = { imports: [], chakraNames: [] };
  for (const entry of imports) {
    // Dynamic imports (d > -1) load later: lazy code.
    if (entry.d !== -1 || entry.n === undefined) continue;
    if (chakraPackage.test(entry.n)) {
      const names = importedNames(code.slice(entry.ss, entry.se));
      facts.chakraNames.push(...names.filter((name) => !chakraMachinery.has(name)));
      continue;
    }
    const target = resolveImport(entry.n, file, src);
    if (target) facts.imports.push(target);
  }
  cache.set(file, facts);
  return facts;
}

/**
 * The app's modules and what they draw with, read from the files once (a build reads each
 * module once; the dev server asks again after a change).
 */
export class StylingAnalysis {
  private readonly src: string;
  private readonly facts = new Map<string, ModuleFacts>();
  private readonly drawers = new Map<string, string | undefined>();

  constructor(readonly root: string) {
    this.src = join(root, 'src');
    initSync();
  }

  /**
   * Why `file` draws with Chakra: the first module among it and its static imports that imports a
   * Chakra component, and what it imports; undefined when none does.
   */
  chakraDrawer(file: string): string | undefined {
    if (this.drawers.has(file)) return this.drawers.get(file);
    const seen = new Set<string>();
    const queue = [file];
    let found: string | undefined;
    while (queue.length > 0 && found === undefined) {
      const current = queue.shift()!;
      if (seen.has(current)) continue;
      seen.add(current);
      const facts = moduleFacts(current, this.src, this.facts);
      if (facts.chakraNames.length > 0) found = `${relative(this.src, current)} imports ${facts.chakraNames.join(', ')} from Chakra`;
      else queue.push(...facts.imports);
    }
    this.drawers.set(file, found);
    return found;
  }

  /** `file` and every module of the app it imports statically, followed through the app's own files. */
  closure(file: string): Set<string> {
    const seen = new Set<string>();
    const queue = [file];
    while (queue.length > 0) {
      const current = queue.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      queue.push(...moduleFacts(current, this.src, this.facts).imports);
    }
    return seen;
  }

  /** Every route file under src/routes, with its verdict. */
  routes(): RouteStyling[] {
    const routes = join(this.src, 'routes');
    const files = readdirSync(routes, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort();
    return files.flatMap((name) => {
      const file = join(routes, name);
      const id =
        /create(?:File|Root)Route(?:WithContext<[^>]*>\(\))?\(\s*'([^']*)'/.exec(readFileSync(file, 'utf8'))?.[1] ??
        (name === '__root.tsx' ? '__root__' : undefined);
      if (id === undefined) return [];
      const because = this.chakraDrawer(file);
      return [{ file: relative(this.root, file), id, drawsWithChakra: because !== undefined, ...(because ? { because } : {}) }];
    });
  }
}

const analyses = new Map<string, StylingAnalysis>();

/**
 * The analysis of the app under `root`, one for the whole build: the plain-routes module, the
 * chunk groups and the boot script all read it, and each file is read and parsed once.
 */
export function stylingOf(root: string): StylingAnalysis {
  let analysis = analyses.get(root);
  if (!analysis) analyses.set(root, (analysis = new StylingAnalysis(root)));
  return analysis;
}

/** Whether route `layout` draws around route `id` (an index route, `/x/`, draws around nothing). */
export function encloses(layout: string, id: string): boolean {
  return layout !== id && (layout === '__root__' || (!layout.endsWith('/') && id.startsWith(`${layout}/`)));
}

/** The routes that are pages: no other route is drawn inside them. */
export function pagesOf<T extends { id: string }>(routes: readonly T[]): T[] {
  return routes.filter((route) => route.id !== '__root__' && !routes.some((other) => encloses(route.id, other.id)));
}

/** The pages that draw nothing with Chakra. */
export function plainPages(routes: readonly RouteStyling[]): string[] {
  return pagesOf(routes)
    .filter((route) => !route.drawsWithChakra)
    .map((route) => route.id);
}

/**
 * The URL pattern of a route id: its layout-only segments (`_signed-in`) dropped, a trailing `_`
 * (a route out of its parent's layout) dropped, a `$parameter` any one segment.
 */
export function urlPattern(routeId: string): string {
  const segments = routeId
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_'))
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/_$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`;
}

export const plainRoutesModule = 'virtual:plain-routes';
const resolvedPlainRoutes = `\0${plainRoutesModule}`;

/**
 * The plugin: `virtual:plain-routes` exports `plainRouteIds`, the ids of the pages that draw
 * nothing with Chakra. Worked out again when a file of src/ changes in the dev server.
 */
export function plainRoutes(): Plugin {
  let root = process.cwd();
  return {
    name: 'lot-console:plain-routes',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === plainRoutesModule ? resolvedPlainRoutes : undefined;
    },
    load(id) {
      if (id !== resolvedPlainRoutes) return undefined;
      const ids = plainPages(stylingOf(root).routes());
      return `/** Worked out by scripts/route-styling.ts from what each route imports. */\nexport const plainRouteIds = new Set(${JSON.stringify(ids)});\n`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(join(root, 'src'))) return;
        // The dev server reads the files again after a change.
        analyses.delete(root);
        const module = server.moduleGraph.getModuleById(resolvedPlainRoutes);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
