/**
 * The page shown for any URL no route matches: on its own, or inside the signed-in shell for a
 * signed-in URL (`/vehicles/3/nonsense`, src/routes/_signed-in.tsx).
 */
import { Link as RouterLink } from '@tanstack/react-router';
import { Link } from '@/components/ui/link';
import { MessagePage } from './message-page';

function NotFound({ landmark }: { landmark: boolean }) {
  return (
    <MessagePage title="Page not found" landmark={landmark}>
      <p>This page does not exist.</p>
      <Link asChild>
        <RouterLink to="/">Go to the dashboard</RouterLink>
      </Link>
    </MessagePage>
  );
}

/** On its own: the page's main landmark. */
export function NotFoundPage() {
  return <NotFound landmark />;
}

/** In the shell's page area, which is the main landmark. */
export function NotFoundInShell() {
  return <NotFound landmark={false} />;
}
