/**
 * The boot script (ADR 0020): a few KB that index.html carries inline, before the entry.
 * For a signed-in user on a console screen it asks for that screen's code at once, with
 * <link rel="modulepreload">, instead of after the 110 KB entry has arrived and run: on a
 * tablet's network (560 ms a round trip) the code then arrives with the entry, not one or
 * two round trips after it. /login, /register and the public vehicle pages preload nothing,
 * so their budgets do not change. Inline (ADR 0094): it runs as the parser reaches it, while the
 * page's first requests are still on the wire, not once a file of its own has come a round trip
 * later; the CSP allows it by its hash (server/http/security-headers.ts), which every copy of
 * index.html shares, the service worker's too (a precached page cannot carry a nonce).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';
import { chunkGroupOf } from './chunk-groups.ts';
import { moduleGraphOf, pagesOf, urlPattern } from './module-graph.ts';
import { sessionKeys, shellSnapshotKey } from '../src/auth/storage-keys.ts';

/**
 * A page of the console as the boot script sees it: the pattern of its URL and the chunk group
 * of its code (null for a page shown signed out: the boot script preloads nothing there).
 */
export interface BootScreen {
  pattern: string;
  group: string | null;
}

/** The console's pages, from the route files (scripts/module-graph.ts), with the chunk group of their code (scripts/chunk-groups.ts). */
export function bootScreens(root: string): BootScreen[] {
  return pagesOf(moduleGraphOf(root).routes()).map((route) => ({
    pattern: urlPattern(route.id),
    group: route.id.startsWith('/_signed-in/') ? chunkGroupOf(join(root, route.file)) : null,
  }));
}

/**
 * What every signed-in screen needs beside the entry and `common` (which index.html asks for
 * itself: foldStartUpFiles).
 */
const signedInGroups = ['shell'];
interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  /** Vite's: the stylesheets a chunk brings (loaded when the chunk is). */
  viteMetadata?: { importedCss: Set<string> };
}

/** The files of a group's chunk and of everything it imports statically (scripts and stylesheets), but what the page loads with the HTML. */
function filesOf(group: string, chunks: readonly ChunkLike[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.name === group && !chunk.isEntry);
  if (!start) return [];
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (chunk.isEntry || chunk.name === 'common' || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!isInlinedStylesheet(css)) seen.add(css);
    for (const imported of chunk.imports ?? []) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}

/**
 * How long the preloads wait for the read ahead (src/read-ahead.ts) at the most. It sends the
 * screen's API read first and then calls `window.__lotPreload`: over HTTP/1.1's six connections
 * a read sent after eight preloads waits for them. The read ahead always runs after this
 * script (an inline script before its tag), so the call comes unless it failed to load. The
 * wait starts as the HTML is parsed, a round trip before the read ahead can arrive (on a
 * tablet's network it arrives some 0.8 s later): 1.5 s.
 */
const readAheadWaitMs = 1500;

/** The files every signed-in screen loads (the shell's), and each page's own beside them (null: a page shown signed out). */
function startFiles(chunks: readonly ChunkLike[], pages: readonly BootScreen[]) {
  const shared = [...new Set(signedInGroups.flatMap((group) => filesOf(group, chunks)))];
  const screens = pages.map(({ pattern, group }) => {
    if (group === null) return [pattern, null] as const;
    return [pattern, filesOf(group, chunks).filter((file) => !shared.includes(file))] as const;
  });
  return { shared, screens };
}

/**
 * V8's explicit compile hint (Chromium 136 on): the functions of a script that opens with it are
 * compiled on a background thread while the script streams in, instead of one by one on the main
 * thread when first called. Measured on a cold list (mobile network, CPU 4x): the entry's
 * evaluation 303 -> 166 ms and React's first render 197 -> 114 ms (ADR 0083). Other engines
 * read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts a page runs as it starts, which get the hint: those index.html loads (the entry,
 * the read ahead, the bundler's runtime, `common`) and those the boot script preloads for any
 * screen (the shell's and each screen's code). A chunk loaded later, on demand (the PDF maker,
 * the body view, a dialog's code), is compiled lazily as before: most of its functions may never run.
 */
export function scriptsRunAtStart(chunks: readonly ChunkLike[], pages: readonly BootScreen[]): Set<string> {
  const { shared, screens } = startFiles(chunks, pages);
  const common = chunks.filter((chunk) => chunk.type === 'chunk' && (chunk.isEntry || chunk.name === 'common'));
  const files = [...shared, ...screens.flatMap(([, own]) => own ?? []), ...common.flatMap((chunk) => [chunk.fileName, ...(chunk.imports ?? [])])];
  return new Set(files.filter((file) => file.endsWith('.js')));
}

/**
 * The boot script's part that paints the signed-in frame as the device last drew it (ADR 0104,
 * src/components/app-shell/shell-snapshot.ts), on a page the service worker serves: it names
 * the shell's code file (`__lotShellStamp`), and when the copy was saved by that code for the
 * signed-in user, it asks for the shell's stylesheets, render-blocking, and defines
 * `__lotPaintShell`, which the script after #root calls (shellPaintScript): the copy takes the
 * splash's place, the splash (role status, "Loading…") in the copy's page area. Where the
 * browser cannot block rendering on a stylesheet it adds (WebKit), the copy waits for them.
 * Run in the boot script's scope (`me`: the stored user's text).
 */
function shellSnapshotSource(stamp: string, sheets: readonly string[], base: string): string {
  return `window.__lotShellStamp=${JSON.stringify(stamp)};
var shot=JSON.parse(localStorage.getItem(${JSON.stringify(shellSnapshotKey)})||'null'),user=JSON.parse(me);
if(shot&&user&&shot.stamp===window.__lotShellStamp&&shot.user===user.id&&typeof shot.html==='string'&&navigator.serviceWorker&&navigator.serviceWorker.controller){
var sheets=${JSON.stringify(sheets)},waiting=0,failed=0,reached=0;
var paint=function(){if(waiting||failed||!reached)return;reached=0;
var root=document.getElementById('root'),splash=root&&root.firstElementChild;if(!splash||splash.className!=='splash')return;
var t=document.createElement('template');t.innerHTML=shot.html;var frame=t.content.firstElementChild,main=frame&&frame.querySelector('main');if(!main)return;
splash.className='splash is-in-shell';main.appendChild(splash);root.textContent='';root.appendChild(frame);};
for(var k=0;k<sheets.length;k++){var sheet=document.createElement('link');sheet.rel='stylesheet';sheet.crossOrigin='';sheet.href=${JSON.stringify(base)}+sheets[k];sheet.setAttribute('blocking','render');
if(!('blocking' in sheet)){waiting++;sheet.onload=function(){waiting--;paint();};sheet.onerror=function(){failed=1;};}
document.head.appendChild(sheet);}
window.__lotPaintShell=function(){reached=1;paint();};
}`;
}

/** The script after #root: paints the frame's copy, if the boot script has one (shellSnapshotSource). */
export const shellPaintScript = 'window.__lotPaintShell&&window.__lotPaintShell()';

/** The boot script's source: plain ES5-level JavaScript, run before the entry. */
export function bootSource(chunks: readonly ChunkLike[], base: string, pages: readonly BootScreen[]): string {
  const { shared, screens } = startFiles(chunks, pages);
  const engine = chunks.find((chunk) => chunk.type === 'chunk' && chunk.name === 'offline' && !chunk.isEntry);
  // The shell loads the offline engine beside its first paint (src/offline/load-engine.ts, ADR 0081).
  if (engine && shared.includes(engine.fileName)) {
    throw new Error(`The signed-in frame imports the offline engine (${engine.fileName}) statically: check scripts/chunk-groups.ts (isOfflineEngine)`);
  }
  const shell = chunks.find((chunk) => chunk.type === 'chunk' && chunk.name === 'shell' && !chunk.isEntry);
  const shellSheets = shared.filter((file) => file.endsWith('.css'));
  return `(function(){try{
var p=location.pathname;
var me=localStorage.getItem(${JSON.stringify(sessionKeys.user)});
if(!me)return;
var files=${JSON.stringify(shared)},own=[];
var screens=${JSON.stringify(screens)};
for(var i=0;i<screens.length;i++){if(new RegExp(screens[i][0]).test(p)){own=screens[i][1];break;}}
if(!own)return;
files=files.concat(own);
${shell ? shellSnapshotSource(shell.fileName, shellSheets, base) : ''}
var done=0,preload=function(){if(done)return;done=1;
for(var j=0;j<files.length;j++){var l=document.createElement('link'),css=/\\.css$/.test(files[j]);l.rel=css?'preload':'modulepreload';if(css)l.as='style';l.crossOrigin='';l.href=${JSON.stringify(base)}+files[j];document.head.appendChild(l);}};
window.__lotPreload=preload;setTimeout(preload,${readAheadWaitMs});
}catch(e){}})();
`;
}

/**
 * The read ahead's script tag (src/read-ahead.ts, ADR 0048): `async`, so it runs as soon as it
 * has arrived rather than after the document and the entry. Throws when its chunk imports one
 * that the page does not already load with the HTML (the bundler's runtime is), or the entry:
 * the read ahead would wait for that chunk, which it exists not to do.
 */
export function readAheadScript(chunks: readonly ChunkLike[], base: string, html: string): string {
  const chunk = chunks.find((candidate) => candidate.type === 'chunk' && candidate.isEntry && candidate.name === 'read-ahead');
  if (!chunk) throw new Error('The build has no read-ahead entry (vite.config.ts, build.rolldownOptions.input)');
  // The entry is asked for with the page too, but it is the page's longest download: waiting for it would cost what the read ahead saves.
  const entries = new Set(chunks.filter((candidate) => candidate.isEntry).map((candidate) => candidate.fileName));
  const waited = (chunk.imports ?? []).filter((file) => entries.has(file) || !html.includes(`"${base}${file}"`));
  if (waited.length > 0) {
    throw new Error(`The read ahead imports ${waited.join(', ')}: the modules it needs belong to its group (readAheadGroupOf, scripts/chunk-groups.ts)`);
  }
  return `<script type="module" async crossorigin src="${base}${chunk.fileName}"></script>`;
}

/** index.html's colour-mode script (ADR 0039): the build runs it as the boot script's first part. */
const colourModeTag = '<script src="/colour-mode.js"></script>';

/**
 * Whether a build file is the entry's stylesheet, which the page carries inline (foldStartUpFiles).
 * A lazy chunk whose modules share CSS with the entry lists it among the files to fetch before it
 * runs, and Vite's preload would link it again, after the shell's sheet: the entry's rules then
 * beat the shell's own (the top bar's menu button showed beside the permanent side menu).
 * `modulePreload.resolveDependencies` is never shown a stylesheet, so `withoutInlinedStylesheet`
 * takes it out of the built chunks' lists instead. Until Chromium 150 a disabled `<link>` to it
 * stood in; Chromium 150 fetches a disabled stylesheet link.
 */
export const isInlinedStylesheet = (fileName: string): boolean => /(^|\/)assets\/(index|common)-[\w-]+\.css$/.test(fileName);

/**
 * A built chunk's code with the inlined stylesheets out of its lists of files to fetch first.
 * Vite writes one list of files per chunk (`__vite__mapDeps`, `m.f=["assets/…", …]`) and each
 * dynamic import names the indexes it needs (`__vite__mapDeps([0,3,5])`): the inlined sheets'
 * indexes leave those calls, and the list itself stays as it is.
 */
export function withoutInlinedStylesheet(code: string): string {
  const list = /\.f=\[((?:"[^"]*",?)+)\]/.exec(code);
  if (!list) return code;
  const files = list[1]!.split(',').map((item) => item.slice(1, -1));
  const inlined = new Set(files.flatMap((file, index) => (isInlinedStylesheet(file) ? [index] : [])));
  if (inlined.size === 0) return code;
  return code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indexes: string) => {
    const kept = indexes === '' ? [] : indexes.split(',').filter((index) => !inlined.has(Number(index)));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}

/**
 * The start-up's small files folded into the page, each a request fewer beside the entry (over
 * HTTP/1.1's six connections a seventh waits a round trip): the colour-mode script joins the
 * boot script, which runs where it did (a classic script in the head, before the first paint);
 * the entry's stylesheet (the palette) and `common`'s are inlined (the CSP allows inline
 * styles), and `common`'s code is asked for with the page.
 */
function foldStartUpFiles(html: string, bundle: Record<string, unknown>, publicDir: string, base: string): { html: string; bootPrefix: string } {
  let bootPrefix = '';
  if (html.includes(colourModeTag)) {
    bootPrefix = `${readFileSync(join(publicDir, 'colour-mode.js'), 'utf8')}\n`;
    html = html.replace(`${colourModeTag}\n`, '').replace(colourModeTag, '');
  }
  const styleOf = (fileName: string): string | null => {
    const asset = bundle[fileName] as { type?: string; source?: string | Uint8Array } | undefined;
    if (asset?.type !== 'asset' || asset.source === undefined) return null;
    return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  };
  html = html.replace(/<link rel="stylesheet" crossorigin href="[^"]*\/(assets\/index-[\w-]+\.css)">/, (tag, fileName: string) => {
    const source = styleOf(fileName);
    return source === null ? tag : `<style>${source}</style>`;
  });
  // Every page loads `common` beside the entry (the kit's controls, the query cache), so the page
  // asks for it at once rather than a round trip after the entry has run, and the screen's own
  // code then fits the connections left (ADR 0081).
  const common = Object.values(bundle).find((chunk): chunk is ChunkLike => (chunk as ChunkLike).type === 'chunk' && (chunk as ChunkLike).name === 'common');
  if (common) {
    const styles = [...(common.viteMetadata?.importedCss ?? [])].map(styleOf);
    if (styles.some((source) => source === null))
      throw new Error(`The common chunk's stylesheet is not in the bundle: ${[...(common.viteMetadata?.importedCss ?? [])].join(', ')}`);
    html = html.replace(
      '</head>',
      `  <link rel="modulepreload" crossorigin href="${base}${common.fileName}">\n    <style>${styles.join('')}</style>\n  </head>`,
    );
  }
  return { html, bootPrefix };
}

export function bootPreload(): Plugin {
  let base = '/';
  let publicDir = 'public';
  let root = process.cwd();
  return {
    name: 'lot-console:boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(page, context) {
        if (!context.bundle) return page;
        const { html, bootPrefix } = foldStartUpFiles(page, context.bundle, publicDir, base);
        // Minified: it is on every page's critical path, /login's budget among them.
        const source = transformSync(bootPrefix + bootSource(Object.values(context.bundle) as ChunkLike[], base, bootScreens(root)), {
          minify: true,
          target: 'es2017',
        }).code.trim();
        // Inline, so it runs as the parser reaches it (ADR 0094), and before the entry (a module
        // script, which runs once the document is parsed). Last in the head, after the inlined
        // stylesheets: the shell's stylesheet it may add (shellSnapshotSource) must come after
        // them, as it does when the shell's code adds it, or the kit's rules would beat the shell's.
        const readAhead = readAheadScript(Object.values(context.bundle) as ChunkLike[], base, html);
        // Replaced by functions: a replacement string would read the script's `$&` as a pattern.
        return html
          .replace('</head>', () => `  ${inlineScript(source)}\n    ${readAhead}\n  </head>`)
          .replace('</body>', () => `  ${inlineScript(shellPaintScript)}\n  </body>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const atStart = scriptsRunAtStart(Object.values(bundle) as ChunkLike[], bootScreens(root));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = withoutInlinedStylesheet(chunk.code);
          if (!atStart.has(chunk.fileName)) continue;
          // The hint must open the file; a source map's lines move down by one.
          chunk.code = compileHint + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/**
 * The boot script as the page carries it: a classic script inline in the head, which the CSP
 * allows by its hash (server/http/security-headers.ts, `inlineScriptHashes`), not by a nonce: the
 * same bytes in every copy of index.html, the service worker's too.
 */
export function inlineScript(source: string): string {
  if (/<\/script/i.test(source) || source.includes('<!--')) throw new Error('The boot script cannot be inlined: it contains </script or <!--');
  return `<script>${source}</script>`;
}
