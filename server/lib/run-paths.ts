/**
 * The paths that depend on how the server runs: from its TypeScript sources (tsx, vitest), or
 * from its bundle (npm start, server/bundle.ts), whose files sit in node_modules/.cache, at
 * another depth and without the boot files that register tsx.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function folderWithPackageJson(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

/** The project's folder (where package.json is), found from this module's own location. */
export const projectRoot = folderWithPackageJson(dirname(fileURLToPath(import.meta.url)));

/**
 * The file a worker thread starts from, for the module at `moduleUrl` (its import.meta.url).
 * From the TypeScript sources, `fromSource`: a boot file beside the module that registers tsx
 * in the worker first. In the bundle, `bundled`: the worker's own bundle beside the server's,
 * plain JavaScript, so the worker neither loads tsx nor compiles anything.
 */
export function workerFile(moduleUrl: string, fromSource: string, bundled: string): URL {
  return new URL(moduleUrl.endsWith('.ts') ? fromSource : bundled, moduleUrl);
}
