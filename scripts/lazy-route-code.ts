/**
 * Points the router plugin's code splitting at the console's `lazyRouteComponent` and `lazyFn`
 * (src/lib/lazy-route-component.ts, ADR 0063), which fail plainly offline where TanStack's
 * reload the page. The plugin writes `import { lazyRouteComponent } from '@tanstack/react-router'`
 * into every route file whose screen it splits off, and offers no option to name another module,
 * so this rewrites that import once the plugin has run (its transforms are `pre`, this one after).
 *
 * A route file that still calls TanStack's own after this stops the build: an update of the
 * router plugin that writes the import differently must not quietly bring the reload back.
 */
import type { Plugin } from 'vite';

const own = '@/lib/lazy-route-component';
const tanstackImport = /import\s*\{\s*(lazyRouteComponent|lazyFn)\s*\}\s*from\s*(['"])@tanstack\/react-router\2;?/g;
const tanstackNamed = /import\s*\{[^}]*\b(lazyRouteComponent|lazyFn)\b[^}]*\}\s*from\s*['"]@tanstack\/react-router['"]/;

/** The route file's code with the router plugin's imports of the two pointed at the console's. */
export function withOwnLazyRouteCode(code: string, file: string): string {
  const rewritten = code.replace(tanstackImport, (_import, name: string) => `import { ${name} } from '${own}';`);
  const left = tanstackNamed.exec(rewritten);
  if (left) {
    throw new Error(`${file} imports TanStack's ${left[1]}: import it from '${own}' (ADR 0063; scripts/lazy-route-code.ts)`);
  }
  return rewritten;
}

export function lazyRouteCode(): Plugin {
  return {
    name: 'lot:lazy-route-code',
    transform(code, id) {
      if (!id.includes('/src/routes/') || id.includes('?')) return null;
      const rewritten = withOwnLazyRouteCode(code, id);
      // The import stays on its line: the plugin's source map still holds.
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
