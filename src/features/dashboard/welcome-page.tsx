/** The second dashboard (/dashboard2): the logo and a welcome by name. */
import { Heading } from '@/components/ui/heading';
import { useSession } from '@/auth/use-session';
import './dashboard.css';

export function WelcomePage() {
  const { user } = useSession();
  const name = user?.name.trim() || user?.username || user?.email || '';
  const site = user?.site_current[0];
  return (
    <div className="dashboard">
      <div className="dashboard-welcome">
        <img className="dashboard-welcome-logo" src="/logo.svg" alt="Lot Console" width="160" />
        <Heading as="h1" size="2xl">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Heading>
        {site && (
          <p>
            Signed in at {site.name} ({site.code})
          </p>
        )}
      </div>
    </div>
  );
}
