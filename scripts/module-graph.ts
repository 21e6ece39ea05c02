/**
 * The app's module graph, read from its files (what each module imports statically, followed
 * through the app's own files) and its routes (their files and ids): the chunk groups
 * (scripts/chunk-groups.ts) and the boot script (scripts/boot-preload.ts) are worked out from it,
 * not from lists kept by hand.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { transformSync } from 'esbuild';

interface ModuleFacts {
  /** The app's own modules it imports statically, as absolute paths. */
  imports: string[];
}

/** A route: its file (relative to the root) and its id (createFileRoute's argument). */
export interface RouteFile {
  file: string;
  id: string;
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

function moduleFacts(file: string, src: string, cache: Map<string, ModuleFacts>): ModuleFacts {
  const known = cache.get(file);
  if (known) return known;
  if (file.endsWith('.css')) {
    const none = { imports: [] };
    cache.set(file, none);
    return none;
  }
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: file.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'automatic', format: 'esm' });
  const [imports] = parse(code);
  const facts: ModuleFacts = { imports: [] };
  for (const entry of imports) {
    // Dynamic imports (d > -1) load later: lazy code.
    if (entry.d !== -1 || entry.n === undefined) continue;
    const target = resolveImport(entry.n, file, src);
    if (target) facts.imports.push(target);
  }
  cache.set(file, facts);
  return facts;
}

/** The app's modules, read from the files once (a build reads each module once). */
export class ModuleGraph {
  private readonly src: string;
  private readonly facts = new Map<string, ModuleFacts>();

  constructor(readonly root: string) {
    this.src = join(root, 'src');
    initSync();
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

  /** Every route file under src/routes. */
  routes(): RouteFile[] {
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
      return [{ file: relative(this.root, file), id }];
    });
  }
}

const graphs = new Map<string, ModuleGraph>();

/** The graph of the app under `root`, one for the whole build: each file is read and parsed once. */
export function moduleGraphOf(root: string): ModuleGraph {
  let graph = graphs.get(root);
  if (!graph) graphs.set(root, (graph = new ModuleGraph(root)));
  return graph;
}

/** Whether route `layout` draws around route `id` (an index route, `/x/`, draws around nothing). */
export function encloses(layout: string, id: string): boolean {
  return layout !== id && (layout === '__root__' || (!layout.endsWith('/') && id.startsWith(`${layout}/`)));
}

/** The routes that are pages: no other route is drawn inside them. */
export function pagesOf<T extends { id: string }>(routes: readonly T[]): T[] {
  return routes.filter((route) => route.id !== '__root__' && !routes.some((other) => encloses(route.id, other.id)));
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
