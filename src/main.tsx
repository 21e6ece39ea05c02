/** The entry: providers around the router, and the service worker's registration. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from './components/ui/provider';
import { registerServiceWorker } from './pwa/register-sw';
import { createAppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // Back-office data changes slowly; 30 s avoids a refetch storm when tabs and routes switch.
    queries: { staleTime: 30_000 },
  },
});
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);

registerServiceWorker();
