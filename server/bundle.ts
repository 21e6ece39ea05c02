/**
 * `npm run build:server` (and `npm start`, which runs it): the server and its worker threads
 * compiled to plain JavaScript once, so that the running process carries neither tsx's loader
 * nor a second copy of it in each worker (ADR 0042: 235 MiB under tsx, 151 MiB bundled, through
 * 50 parallel 20 MB uploads). Packages stay in node_modules (imported, not copied), so the
 * bundle must sit inside the project: by default in node_modules/.cache/lot-console-server.
 *
 * esbuild comes with tsx (its compiler), not as a dependency of its own.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { projectRoot } from './lib/run-paths.ts';

/** Where `npm start` runs the server from. */
export const defaultBundleDir = resolve(projectRoot, 'node_modules/.cache/lot-console-server');

/** Writes index.mjs (the server, as server/index.ts), read-worker.mjs, print-variant-worker.mjs and pdf-render-worker.mjs into `outdir`. */
export async function bundleServer(outdir: string = defaultBundleDir): Promise<string> {
  await build({
    absWorkingDir: projectRoot,
    entryPoints: {
      index: 'server/index.ts',
      // The names the running bundle starts its workers by (workerFile in lib/run-paths.ts).
      'read-worker': 'server/list/read-worker.ts',
      'print-variant-worker': 'server/reports/print-variant-worker.ts',
      'pdf-render-worker': 'server/reports/pdf-render-worker.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable stack traces without source maps (which Node would keep in memory).
    keepNames: true,
    logLevel: 'warning',
  });
  return resolve(outdir, 'index.mjs');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const entry = await bundleServer();
  console.log(`Server bundled: ${entry}`);
}
