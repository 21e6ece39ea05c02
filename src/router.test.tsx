import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from './auth/session';
import { createAppRouter } from './router';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const admin = {
  access_token: 'token',
  cloudUser: { id: 1, name: 'Avery Admin', email: 'admin@example.com', premise_user: 0, is_global_admin: 1, is_cloud_user: 1, site_current: [] },
} as const;

afterEach(() => endSession());

describe('routes', () => {
  it('shows only the logo on the dashboard', async () => {
    startSession({ ...admin, cloudUser: { ...admin.cloudUser, site_current: [] } });
    renderAt('/');
    const logo = await screen.findByRole('img', { name: 'Lot Console' });
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    // The logo is the page's one heading (an h1 for screen readers), and all it shows.
    const heading = screen.getByRole('heading', { level: 1, name: 'Lot Console' });
    expect(screen.getAllByRole('heading')).toEqual([heading]);
    expect(heading.textContent).toBe('');
  });

  it('says an unknown page does not exist and links to the dashboard', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('This page does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
  });
});
