/**
 * The Chakra theme's tokens as a static stylesheet, for the screens drawn in plain CSS (ADR 0079):
 * the theme (src/components/ui/system.ts) is the one source of colours, fonts, radii and shadows;
 * no sheet copies a value by hand. Every plain sheet uses the theme's own CSS variables
 * (`var(--chakra-colors-fg-muted)`), the same ones a Chakra component reads, so a plain button
 * and a Chakra one change together when the theme changes, in light and dark mode.
 *
 * `index.html` links `/src/components/ui/theme-tokens.css`, a file that does not exist: this
 * plugin answers it with the sheet, which the build then inlines in the page with the rest of
 * the entry's stylesheet (boot-preload.ts), so it is there before the first paint. The sheet
 * holds only the variables the app's own sheets and components name (and those their values
 * refer to): all of the theme's tokens would be four times the size of the page itself, and
 * Chakra's runtime writes every token anyway on the screens that load it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What the sheet is made from: a Chakra system's `getTokenCss()`. */
export interface TokenSource {
  getTokenCss(): Record<string, unknown>;
}

export const themeTokensPath = '/src/components/ui/theme-tokens.css';
const resolvedId = '\0lot-console-theme-tokens.css';

const variableName = /--chakra-[a-z0-9-]+/g;

/** The CSS variables named in `texts`. */
export function namedVariables(texts: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(variableName)) names.add(match[0]);
  return names;
}

type Rules = Map<string, Map<string, string>>;

/**
 * Chakra's token CSS as selector → declarations. Chakra writes it for emotion, nested under
 * `@layer tokens` with `&` standing for the root: `:root &, .light &` is `:root, .light`. The
 * sheet is not layered: it holds custom properties only, with the same values as Chakra's.
 */
function tokenRules(source: TokenSource): Rules {
  const rules: Rules = new Map();
  const visit = (node: Record<string, unknown>, selector: string | null) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'object' && value !== null) {
        const inner = key.startsWith('@layer') ? selector : key.replace(/\s*&/g, '').trim() || ':root';
        visit(value as Record<string, unknown>, inner);
      } else if (selector !== null) {
        const declarations = rules.get(selector) ?? new Map<string, string>();
        declarations.set(key, String(value));
        rules.set(selector, declarations);
      }
    }
  };
  visit(source.getTokenCss(), null);
  return rules;
}

/**
 * The sheet: the declarations of `wanted` and of every variable their values refer to, in each
 * of the theme's conditions (the base, light, dark). A wanted name the theme does not define is an
 * error: a plain sheet would draw without that colour.
 */
export function tokenSheet(source: TokenSource, wanted: Iterable<string>): string {
  const rules = tokenRules(source);
  const defined = new Set([...rules.values()].flatMap((declarations) => [...declarations.keys()]));
  const missing = [...wanted].filter((name) => !defined.has(name)).sort();
  if (missing.length > 0) throw new Error(`The theme defines no ${missing.join(', ')} (named by the app's sheets; src/components/ui/system.ts)`);
  const kept = new Set<string>();
  const pending = [...wanted];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (kept.has(name)) continue;
    kept.add(name);
    for (const declarations of rules.values()) {
      const value = declarations.get(name);
      if (value !== undefined) pending.push(...namedVariables([value]));
    }
  }
  let css = '';
  for (const [selector, declarations] of rules) {
    const body = [...declarations].filter(([name]) => kept.has(name)).map(([name, value]) => `${name}:${value}`);
    if (body.length > 0) css += `${selector}{${body.join(';')}}\n`;
  }
  return css;
}

/** The variables the app's own stylesheets and components (src/, and index.html) name. */
export function appVariables(root: string): Set<string> {
  return namedVariables(appTexts(root));
}

function appTexts(root: string): string[] {
  const folder = join(root, 'src');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'),
  );
  return [readFileSync(join(root, 'index.html'), 'utf8'), ...files.map((file) => readFileSync(join(folder, file), 'utf8'))];
}

/**
 * The plugin: `system` is the app's Chakra system, which vite.config.ts imports (restart the dev
 * server after editing the theme). It also writes `themeColor` into index.html's
 * `<meta name="theme-color">` (the browser's bar, the installed app's title bar).
 */
export function themeTokens(system: TokenSource, { themeColor }: { themeColor: string }): Plugin {
  let root = process.cwd();
  return {
    name: 'lot-console:theme-tokens',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === themeTokensPath || id.endsWith(themeTokensPath) ? resolvedId : undefined;
    },
    load(id) {
      return id === resolvedId ? tokenSheet(system, appVariables(root)) : undefined;
    },
    transformIndexHtml(html) {
      const meta = /<meta name="theme-color" content="[^"]*" \/>/;
      if (!meta.test(html)) throw new Error('index.html has no <meta name="theme-color" content="…" /> for the theme\'s brand');
      return html.replace(meta, `<meta name="theme-color" content="${themeColor}" />`);
    },
  };
}
