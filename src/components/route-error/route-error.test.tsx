import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyFn, lazyRouteComponent, ScreenCodeUnreachable } from '@/lib/lazy-route-component';
import { RouteError } from './route-error';

/** A router as the console's (its error screen), with one screen at '/'. */
function renderScreen(component: RouteComponent) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory(), defaultErrorComponent: RouteError });
  render(<RouterProvider router={router} />);
}

const missingChunk = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/dealers.js');
/** A route's split-off loader whose chunk cannot be fetched. */
const missingLoader = (error: Error): Promise<{ loader: () => string }> => Promise.reject(error);
const offlineText = 'No connection: this screen opens when the connection returns (it has not been saved on this device).';

/** The network as the page sees it: `navigator.onLine`, and whether the server answers a request. */
function network(state: { onLine: boolean; serverAnswers: boolean }) {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => state.onLine);
  const fetchMock = vi.fn(async () => {
    if (!state.serverAnswers) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a screen that cannot be shown', () => {
  it("says what went wrong in the console's words, not TanStack's page, and Try again draws it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function LotMap() {
      if (broken) throw new Error('The lot has no map.');
      return <h1>Lot map</h1>;
    }
    renderScreen(LotMap);
    expect(await screen.findByRole('heading', { name: 'This screen could not be shown' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong while showing it: The lot has no map.');

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lot map' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('whose code cannot be fetched offline says so, with no reload while offline, and loads the page again once the server answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = { onLine: false, serverAnswers: false };
    const fetchMock = network(state);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const importer = vi.fn(async () => {
      throw missingChunk();
    });
    renderScreen(lazyRouteComponent(importer, 'Dealers'));
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(offlineText);
    // TanStack's reload once a session marks itself here before it reloads.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tanstack_router_reload'))).toEqual([]);

    // Try again while the server cannot be reached: nothing is loaded.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(reload).not.toHaveBeenCalled();

    // The connection returns and the server answers: the page is loaded again (an import that
    // failed stays failed in Chromium for the page's life), and marked so as not to loop.
    Object.assign(state, { onLine: true, serverAnswers: true });
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(sessionStorage.getItem('lot-console.loaded-again-for-code'))).toBeGreaterThan(0);
    sessionStorage.clear();
  });

  it('whose code the server did not send, after TanStack’s one reload, says so in words and Try again fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network({ onLine: true, serverAnswers: true });
    const importer = vi.fn().mockRejectedValue(missingChunk());
    // TanStack has already reloaded the page once for this failure: it now shows it.
    sessionStorage.setItem(`tanstack_router_reload:${missingChunk().message}`, '1');
    try {
      renderScreen(lazyRouteComponent(importer, 'Dealers'));
      expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(
        'The server did not send this screen. Try again in a moment; if it keeps happening, tell your administrator.',
      );

      importer.mockResolvedValue({ Dealers: () => <h1>Dealers</h1> });
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Dealers' })).toBeTruthy();
    } finally {
      sessionStorage.clear();
    }
  });
});

describe("the screens' code imports", () => {
  it('fail as unreachable when the server does not answer, though the browser says online (a Wi-Fi with no route)', async () => {
    const fetchMock = network({ onLine: true, serverAnswers: false });
    const load = lazyFn(() => missingLoader(missingChunk()), 'loader');
    await expect(load()).rejects.toBeInstanceOf(ScreenCodeUnreachable);
    expect(fetchMock).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
  });

  it("leave the failure to TanStack's reload when the server answers (a deployment took the old code away)", async () => {
    network({ onLine: true, serverAnswers: true });
    const gone = missingChunk();
    const load = lazyFn(() => missingLoader(gone), 'loader');
    await expect(load()).rejects.toBe(gone);
  });
});
