import { describe, expect, it } from 'vitest';
import { withOwnLazyRouteCode } from '../../scripts/lazy-route-code';

// What the router plugin writes into a route file whose screen it splits off (1.169).
const split = [
  "const $$splitComponentImporter = () => import('/src/routes/dealers.tsx?tsr-split=component');",
  "import { lazyRouteComponent } from '@tanstack/react-router';",
  "import { createFileRoute } from '@tanstack/react-router';",
  "export const Route = createFileRoute('/dealers')({ component: lazyRouteComponent($$splitComponentImporter, 'component') });",
].join('\n');

describe("the route files' lazy imports (ADR 0063)", () => {
  it("points the router plugin's lazyRouteComponent and lazyFn at the console's, line for line", () => {
    const withLoader = `${split}\nimport { lazyFn } from "@tanstack/react-router";`;
    const rewritten = withOwnLazyRouteCode(withLoader, 'dealers.tsx');
    expect(rewritten.split('\n')).toEqual([
      "const $$splitComponentImporter = () => import('/src/routes/dealers.tsx?tsr-split=component');",
      "import { lazyRouteComponent } from '@/lib/lazy-route-component';",
      "import { createFileRoute } from '@tanstack/react-router';",
      "export const Route = createFileRoute('/dealers')({ component: lazyRouteComponent($$splitComponentImporter, 'component') });",
      "import { lazyFn } from '@/lib/lazy-route-component';",
    ]);
  });

  it('leaves a route file that splits nothing as it is', () => {
    const plain = "import { createFileRoute } from '@tanstack/react-router';\nexport const Route = createFileRoute('/x')({});";
    expect(withOwnLazyRouteCode(plain, 'x.tsx')).toBe(plain);
  });

  it("stops the build at a route file that would still get TanStack's reload", () => {
    const byHand = "import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';";
    expect(() => withOwnLazyRouteCode(byHand, '__root.tsx')).toThrow(
      "__root.tsx imports TanStack's lazyRouteComponent: import it from '@/lib/lazy-route-component'",
    );
  });
});
