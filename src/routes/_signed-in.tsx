import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { requireSignedIn } from '@/auth/guards';
import { lazyRouteComponent } from '@/lib/lazy-route-component';

export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location.href),
  component: AppShell,
  // A signed-in URL no route matches (an old bookmark) says so inside the shell, its menu at hand.
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFoundInShell'),
});
