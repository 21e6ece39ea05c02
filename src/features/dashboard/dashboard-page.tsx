/** The dashboard (/): only the product's logo, which is the page's heading. Plain (dashboard.css). */
import { Heading } from '@/components/ui/heading';
import './dashboard.css';

export function DashboardPage() {
  return (
    <div className="dashboard">
      <Heading as="h1">
        <img src="/logo.svg" alt="Lot Console" width="240" className="dashboard-logo" />
      </Heading>
    </div>
  );
}
