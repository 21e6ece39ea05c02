/**
 * The boot script (ADR 0020): a few hundred bytes that index.html loads beside the entry.
 * For a signed-in user on a console screen it asks for that screen's code at once, with
 * <link rel="modulepreload">, instead of after the 110 KB entry has arrived and run: on a
 * tablet's network (560 ms a round trip) the code then arrives with the entry, not one or
 * two round trips after it. /login, /register and the public vehicle pages preload nothing,
 * so their budgets do not change. An external file, not an inline script: the CSP allows
 * no inline script (a precached index.html cannot carry a nonce).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** URL paths (as the browser has them) and the chunk group of the screen they show (scripts/chunk-groups.ts). */
export const screenGroups: readonly [RegExp, string][] = [
  [/^\/vehicles\/\d+\/inspections/, 'inspections'],
  [/^\/vehicles\/\d+\/photos/, 'vehicle-photos'],
  [/^\/vehicles\/\d+\/?$/, 'vehicle-record'],
  [/^\/vehicles(\/|$)/, 'vehicles'],
  [/^\/dealers(\/\d+)?\/?$/, 'dealers'],
  [/^\/auction\/reports\//, 'reports'],
  [/^\/auction\/integration\//, 'integration'],
  [/^\/auction\/settings/, 'auction-settings'],
  [/^\/(apilogs|aavalidationlogs|apibadgelogs|spincarlogs|valuationlogs)\/?$/, 'logs'],
  [/^\/flumbus/, 'flumbus'],
  [/^\/apidashboard/, 'api-dashboard'],
  [/^\/config2?\/?$/, 'config'],
  [/^\/siteconfig/, 'sites'],
  [/^\/users/, 'users'],
  [/^\/admin\/reports\//, 'servnet'],
  [/^\/mobile-builds/, 'mobile-builds'],
  [/^\/myProfile/, 'profile'],
  [/^\/outbox/, 'outbox'],
  [/^\/(dashboard2)?\/?$/, 'dashboard'],
];

/**
 * What every signed-in screen needs beside the entry. The Chakra system is fetched with them
 * (a modulepreload does not run it): it is built after the first paint (ADR 0027), and by then
 * it is on the device rather than a round trip away.
 */
const signedInGroups = ['common', 'shell', 'chakra', 'chakra-system'];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  /** Vite's: the stylesheets a chunk brings (loaded when the chunk is). */
  viteMetadata?: { importedCss: Set<string> };
}

/** The files of a group's chunk and of everything it imports statically (scripts and stylesheets), the entry excepted. */
function filesOf(group: string, chunks: readonly ChunkLike[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.name === group && !chunk.isEntry);
  if (!start) return [];
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}

/** The boot script's source: plain ES5-level JavaScript, run before the entry. */
export function bootSource(chunks: readonly ChunkLike[], base: string): string {
  const shared = [...new Set(signedInGroups.flatMap((group) => filesOf(group, chunks)))];
  const screens = screenGroups.map(([path, group]) => [path.source, filesOf(group, chunks).filter((file) => !shared.includes(file))] as const);
  return `(function(){try{
var p=location.pathname;
if(/^\\/(login|register|dealers\\/(locationHistory|vehiclePhotos))(\\/|$)/.test(p)||!localStorage.getItem('lot-console.user'))return;
var files=${JSON.stringify(shared)};
var screens=${JSON.stringify(screens)};
for(var i=0;i<screens.length;i++){if(new RegExp(screens[i][0]).test(p)){files=files.concat(screens[i][1]);break;}}
for(var j=0;j<files.length;j++){var l=document.createElement('link'),css=/\\.css$/.test(files[j]);l.rel=css?'preload':'modulepreload';if(css)l.as='style';l.crossOrigin='';l.href=${JSON.stringify(base)}+files[j];document.head.appendChild(l);}
}catch(e){}})();
`;
}

export function bootPreload(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let boot: { fileName: string; source: string } | null = null;
  return {
    name: 'lot-console:boot-preload',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const source = bootSource(Object.values(context.bundle) as ChunkLike[], base);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        boot = { fileName: `assets/boot-${hash}.js`, source };
        // Before the entry's module script, so it runs first; a classic script, so it does not wait for the document.
        return html.replace('<script type="module"', `<script src="${base}${boot.fileName}"></script>\n    <script type="module"`);
      },
    },
    writeBundle() {
      if (!boot) return;
      const path = join(outDir, boot.fileName);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, boot.source);
    },
  };
}
