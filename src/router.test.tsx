import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from './components/ui/provider';
import { createAppRouter } from './router';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return render(
    <Provider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}

describe('routes', () => {
  it('shows only the logo on the dashboard', async () => {
    renderAt('/');
    const logo = await screen.findByRole('img', { name: 'Lot Console' });
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says an unknown page does not exist and links to the dashboard', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('This page does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
  });
});
