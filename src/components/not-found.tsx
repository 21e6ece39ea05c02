/**
 * The page shown for any URL no route matches: on its own, or inside the signed-in shell for a
 * signed-in URL (`/vehicles/3/nonsense`, src/routes/_signed-in.tsx). Plain CSS: the shell around
 * it does not wait for Chakra (ADR 0079).
 */
import { Link } from '@tanstack/react-router';
import { Heading } from '@/components/ui/heading';
import '@/components/plain-link.css';
import './not-found.css';

function Texts() {
  return (
    <>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <p>This page does not exist.</p>
      <Link to="/" className="lc-link">
        Go to the dashboard
      </Link>
    </>
  );
}

/** On its own: the page's main landmark. */
export function NotFoundPage() {
  return (
    <main className="lc-not-found">
      <Texts />
    </main>
  );
}

/** In the shell's page area, which is the main landmark. */
export function NotFoundInShell() {
  return (
    <div className="lc-not-found">
      <Texts />
    </div>
  );
}
