/**
 * Chakra on demand (lazy-provider.tsx, chakra-for-routes.tsx): the sign-in page renders
 * without the system, a Chakra page waits for it inside its own provider, and the system's
 * arrival never remounts a plain page. Each test imports the modules afresh: the loaded system
 * is module state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RoutesModule from './chakra-for-routes';
import type * as LazyModule from './lazy-provider';

/** Whether Chakra's global CSS (its tokens defined as CSS variables) is on the page. */
const chakraCssOnPage = () => /--chakra-colors-gray-50:/.test(document.head.innerHTML);

let lazy: typeof LazyModule;
let routes: typeof RoutesModule;

beforeEach(async () => {
  vi.resetModules();
  lazy = await import('./lazy-provider');
  routes = await import('./chakra-for-routes');
  localStorage.clear();
});

afterEach(() => {
  localStorage.clear();
});

describe('needsChakra', () => {
  const match = (routeId: string, status = 'success') => ({ routeId, status });

  it('is false on the sign-in page, the public vehicle pages, and before anything matched', () => {
    expect(routes.needsChakra([match('__root__'), match('/login')])).toBe(false);
    expect(routes.needsChakra([match('__root__'), match('/dealers/vehiclePhotos/$siteCode/$vehicleHash')])).toBe(false);
    expect(routes.needsChakra([match('__root__'), match('/dealers/locationHistory/$siteCode/$vehicleHash')])).toBe(false);
    expect(routes.needsChakra([])).toBe(false);
  });

  it('is false inside the signed-in shell, which loads the system itself after drawing its frame', () => {
    expect(routes.needsChakra([match('__root__'), match('/_signed-in'), match('/_signed-in/')])).toBe(false);
    expect(routes.needsChakra([match('__root__'), match('/_signed-in'), match('/_signed-in/_auction'), match('/_signed-in/_auction/vehicles/')])).toBe(false);
  });

  it('is true on every other page', () => {
    expect(routes.needsChakra([match('__root__'), match('/_admin-area-no-one-drew')])).toBe(true);
  });

  it('is false on a page not found, wherever the router draws it (it is plain)', () => {
    expect(routes.needsChakra([{ ...match('__root__'), _notFound: true }])).toBe(false);
    expect(routes.needsChakra([match('__root__'), match('/_admin-area-no-one-drew', 'notFound')])).toBe(false);
    // `/vehicles/3/nonsense`: drawn in the vehicle's layout, under the shell.
    const inVehicle = [
      match('__root__'),
      match('/_signed-in'),
      match('/_signed-in/_auction'),
      { ...match('/_signed-in/_auction/vehicles/$vehicleId'), _notFound: true },
    ];
    expect(routes.pageDrawsWithChakra(inVehicle)).toBe(false);
  });
});

describe('ChakraScope', () => {
  function Draft() {
    return <input aria-label="Draft" />;
  }

  // The first import of Chakra in a fresh module registry takes seconds here.
  const slow = { timeout: 20_000 };

  it(
    'gives Chakra to what is inside it, and only that: a half typed plain form beside it stays mounted when Chakra arrives',
    async () => {
      const { Badge } = await import('@chakra-ui/react');
      const user = userEvent.setup();
      const view = render(
        <>
          <Draft />
          {/* The scope's place, so that only Chakra's arrival can cause a remount. */}
          {null}
        </>,
      );
      const draft = screen.getByRole('textbox', { name: 'Draft' });
      await user.type(draft, 'half typed');
      expect(chakraCssOnPage()).toBe(false);

      await act(() => lazy.loadChakraSystem());
      view.rerender(
        <>
          <Draft />
          <lazy.ChakraScope>
            <Badge>Chakra</Badge>
          </lazy.ChakraScope>
        </>,
      );
      expect(screen.getByRole('textbox', { name: 'Draft' })).toBe(draft);
      expect((draft as HTMLInputElement).value).toBe('half typed');
      expect(screen.getByText('Chakra').className).toContain('chakra-badge');
      expect(chakraCssOnPage()).toBe(true);
    },
    slow.timeout,
  );

  it(
    'loads Chakra for what is inside it when it is not there yet, and draws it then',
    async () => {
      const { Badge } = await import('@chakra-ui/react');
      // Rendered in an awaited act: React retries a suspended first render when its promise settles inside one.
      await act(async () => {
        render(
          <Suspense fallback={<p>Waiting</p>}>
            <lazy.ChakraScope>
              <Badge>Chakra</Badge>
            </lazy.ChakraScope>
          </Suspense>,
        );
      });
      // Nothing else loads it here: the scope does, and draws its children once it has.
      await vi.waitFor(
        async () => {
          await act(async () => undefined);
          expect(screen.getByText('Chakra').className).toContain('chakra-badge');
        },
        { timeout: slow.timeout },
      );
      expect(screen.queryByText('Waiting')).toBeNull();
    },
    slow.timeout,
  );
});

describe('the router with ChakraForRoutes', () => {
  const slow = { timeout: 20_000 };

  /** The app's router at `path`; as in main.tsx, navigations after the first one load Chakra early. */
  async function renderRoutesAt(path: string) {
    const { createAppRouter } = await import('@/router');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
    await router.load();
    routes.loadChakraOnNavigation(router);
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} InnerWrap={routes.ChakraForRoutes} />
        </Suspense>
      </QueryClientProvider>,
    );
    return router;
  }

  it(
    'shows the sign-in page and registration without loading Chakra: both are plain',
    async () => {
      const user = userEvent.setup();
      await renderRoutesAt('/login');
      await user.type(await screen.findByRole('textbox', { name: 'Site Code' }), 'dal');
      expect(chakraCssOnPage()).toBe(false);

      await user.click(screen.getByRole('link', { name: 'Create an account' }));
      expect(await screen.findByRole('heading', { name: 'Create an account' }, slow)).toBeTruthy();
      expect(chakraCssOnPage()).toBe(false);
    },
    slow.timeout,
  );

  it(
    'draws the signed-in shell before the system is there, then the page in it',
    async () => {
      const { startSession, endSession } = await import('@/auth/session');
      const { inspectorSignIn } = await import('@/test/app-shell-fixtures');
      // Frames are held back, so the moment before the first paint can be looked at.
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
      startSession(inspectorSignIn);
      try {
        await renderRoutesAt('/myProfile');
        // The frame: the menu, the outbox status and the profile button, with no Chakra CSS yet.
        expect(await screen.findByRole('button', { name: 'II Ines Inspector' }, slow)).toBeTruthy();
        const menu = screen.getByRole('navigation', { name: 'Main menu' });
        expect(screen.getByRole('link', { name: /^Outbox: / })).toBeTruthy();
        expect(screen.getByText('Loading…')).toBeTruthy();
        expect(chakraCssOnPage()).toBe(false);
        // After the first paint the system loads, and the page appears inside the same frame.
        act(() => {
          for (const frame of frames.splice(0)) frame(performance.now());
        });
        expect(await screen.findByRole('heading', { name: 'My Profile' }, slow)).toBeTruthy();
        expect(chakraCssOnPage()).toBe(true);
        expect(screen.getByRole('navigation', { name: 'Main menu' })).toBe(menu);
      } finally {
        endSession();
        vi.unstubAllGlobals();
      }
    },
    slow.timeout,
  );
});
