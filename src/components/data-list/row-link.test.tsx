/**
 * A row's link (row-link.tsx) goes where the router's own link goes: the same href for the same
 * route, params and search, in the app's page and not a new one on a plain click, and leaves to
 * the browser a click with a modifier.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowLink } from './row-link';

function setup() {
  const rootRoute = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <>
        {/* The router's own link beside each row link, to compare the hrefs. */}
        <Link to={'/dealers/$id' as never} params={{ id: 'a b/c' } as never} search={{ tab: 'reps' } as never}>
          router
        </Link>
        <RowLink link={{ to: '/dealers/$id', params: { id: 'a b/c' }, search: { tab: 'reps' } } as never}>row</RowLink>
        <Link to={'/vehicles/$vehicleId/inspections' as never} params={{ vehicleId: 42 } as never}>
          router 42
        </Link>
        <RowLink link={{ to: '/vehicles/$vehicleId/inspections', params: { vehicleId: 42 } } as never}>row 42</RowLink>
        <RowLink link={{ to: '/vehicles/$vehicleId/inspections', params: { vehicleId: 7 } } as never}>row 7</RowLink>
        <RowLink link={{ to: '/vehicles/$vehicleId/inspections', params: { vehicleId: 8 } } as never} onClick={(event) => event.preventDefault()}>
          taken
        </RowLink>
      </>
    ),
  });
  const dealer = createRoute({ getParentRoute: () => rootRoute, path: '/dealers/$id', component: () => <h1>Dealer</h1> });
  const inspections = createRoute({ getParentRoute: () => rootRoute, path: '/vehicles/$vehicleId/inspections', component: () => <h1>Inspections</h1> });
  const router = createRouter({ routeTree: rootRoute.addChildren([list, dealer, inspections]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return router;
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('a row link', () => {
  it('has the href the router’s link has, params encoded and search kept; each row its own params', async () => {
    setup();
    await screen.findByRole('link', { name: 'row' });
    expect(hrefOf('row')).toBe(hrefOf('router'));
    expect(hrefOf('row')).toBe('/dealers/a%20b%2Fc?tab=reps');
    expect(hrefOf('row 42')).toBe(hrefOf('router 42'));
    expect(hrefOf('row 7')).toBe('/vehicles/7/inspections');
  });

  it('opens its page in the app on a plain click, and leaves a click with a modifier to the browser', async () => {
    const router = setup();
    const row = await screen.findByRole('link', { name: 'row 7' });
    // Ctrl+click (a new tab): not taken.
    expect(fireEvent.click(row, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    // The caller's handler took the click: no navigation.
    fireEvent.click(screen.getByRole('link', { name: 'taken' }));
    expect(router.state.location.pathname).toBe('/');
    // A plain click: taken (the default prevented), and the router goes there.
    expect(fireEvent.click(row)).toBe(false);
    await screen.findByRole('heading', { name: 'Inspections' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles/7/inspections'));
  });
});
