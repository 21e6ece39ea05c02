/**
 * Build of the PWA: file routes (TanStack Router plugin, before React), React, and the
 * service worker built from sw/sw.ts by vite-plugin-pwa (injectManifest, prompt to update).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootPreload } from './scripts/boot-preload.ts';
import { chunkGroupOf, readAheadGroupOf } from './scripts/chunk-groups.ts';
import { lazyRouteCode } from './scripts/lazy-route-code.ts';
import { themeTokens } from './scripts/theme-tokens.ts';
import { system } from './src/components/ui/system.ts';

/** The installed app's colours (its manifest, the browser's bar): the theme's brand and page background. */
const brand = String(system.token('colors.brand.600'));
const background = String(system.token('colors.gray.50'));

/**
 * The splash logo in index.html is the largest thing the first paint shows (Lighthouse's
 * LCP element on /login). As a file it waits behind the scripts for bandwidth; inlined as a
 * data URL it paints with the HTML. 1 KB of SVG; public/favicon.svg stays the one source.
 */
function inlineSplashLogo(): Plugin {
  return {
    name: 'lot-console:inline-splash-logo',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim();
      const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      return html.replace('<img src="/favicon.svg"', `<img src="${dataUrl}"`);
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) sibling of every text file of the build (and of the
 * VIN scanner's WebAssembly, 1.1 MB that brotli makes about a third of), at the
 * highest levels, once: the server (server/http/static-files.ts) sends them as they are
 * instead of compressing each response on the fly at a default level. Brotli 11 makes the
 * /login JavaScript about 15 % smaller than gzip. The originals stay for clients that want
 * neither; the service worker's precache lists only the originals.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lot-console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|mjs|css|html|svg|json|webmanifest|wasm)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(outDir, file.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The page icon's and the web app manifest's links, left inert in a <template> until the app's
 * first screen is painted (src/pwa/head-links.ts, ADR 0056). Chrome fetches and decodes the icon
 * (an SVG is a document of its own, laid out and drawn on the main thread), then once more for
 * the manifest, and reads the manifest for its install check, as soon as the document has loaded:
 * on the main thread that is still building the first screen. Runs after vite-plugin-pwa's
 * transform, which adds the manifest's link.
 */
function headLinksAfterPaint(): Plugin {
  return {
    name: 'lot-console:head-links-after-paint',
    apply: 'build',
    // vite-plugin-pwa's build plugin is `enforce: 'post'` too; this one comes after it in the list.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = [/<link rel="icon"[^>]*>/, /<link rel="manifest"[^>]*>/].map((pattern) => {
          const link = pattern.exec(html)?.[0];
          if (!link) throw new Error(`index.html has no ${String(pattern)} to defer (the icon is index.html's, the manifest vite-plugin-pwa's)`);
          return link;
        });
        const rest = links.reduce((page, link) => page.replace(link, ''), html);
        return rest.replace('</head>', `<template id="after-paint-links">${links.join('')}</template></head>`);
      },
    },
  };
}

/** The build's identity: the persisted query cache is discarded when it changes (src/lib/query-persistence.ts). */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const appVersion = `${version}+${process.env.BUILD_ID ?? Date.now().toString(36)}`;

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
  // `@/x` is `src/x` (tsconfig.base.json's paths say the same to TypeScript and ESLint).
  resolve: { alias: [{ find: /^@\//, replacement: `${join(import.meta.dirname, 'src')}/` }] },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    lazyRouteCode(),
    react(),
    themeTokens(system, { themeColor: brand }),
    inlineSplashLogo(),
    bootPreload(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/pwa/register-sw.ts registers the worker itself (production builds only).
      injectRegister: false,
      injectManifest: {
        // No png/webmanifest here: the plugin adds the manifest and its icons itself.
        // mjs so module workers (e.g. maplibre's, later) are precached. Not favicon.ico: offline,
        // its copy from the precache was drawn in the middle of the reload (48 ms slower, 14 of 21
        // pairs); the deferred favicon.svg link stands for it there.
        // wasm: the VIN scanner's ZXing reader (1.1 MB), so that scanning works offline (ADR 0092).
        globPatterns: ['**/*.{js,css,html,svg,woff2,mjs,wasm}'],
      },
      // The favicon is an svg (matched above); the touch icon is the one png to add by hand.
      includeAssets: ['apple-touch-icon.png'],
      manifest: {
        name: 'Lot Console',
        short_name: 'Lot Console',
        description: 'Back-office console for vehicle auctions and inspections.',
        display: 'standalone',
        orientation: 'any',
        theme_color: brand,
        background_color: background,
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    headLinksAfterPaint(),
  ],
  // Module workers with their own lazy chunks: the print worker imports pdfmake only when a
  // report is printed, and starts scaling photos while it loads (ADR 0021).
  worker: { format: 'es' },
  server: {
    proxy: {
      '/v3': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The app, and the read ahead that index.html loads beside it (src/read-ahead.ts, ADR 0048).
      input: { index: join(import.meta.dirname, 'index.html'), 'read-ahead': join(import.meta.dirname, 'src/read-ahead.ts') },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk, not some thirty shared
          // fragments: each request costs a round trip on a tablet's network, and HTTP/1.1
          // allows six at a time. Lazy routes keep their own chunks (docs/decisions/0007).
          // The entry joins this chunk, so main.tsx must not await at its top level: a lazy
          // chunk importing a module still being evaluated would wait for it forever.
          // After it, the lazy code goes in groups of what loads together (scripts/chunk-groups.ts,
          // ADR 0020): a cold signed-in screen is the entry plus a handful of requests.
          // A group takes only its own modules: a feature must not swallow the shell's engine.
          includeDependenciesRecursively: false,
          groups: [
            { name: (id) => readAheadGroupOf(id), priority: 30 },
            { name: 'initial', tags: ['$initial'], priority: 20 },
            { name: (id, graph) => chunkGroupOf(id, graph), priority: 10 },
          ],
        },
      },
    },
  },
});
