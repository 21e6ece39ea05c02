/**
 * Auction settings (/auction/settings): a card for each settings screen of the site; for now
 * the work-order settings. The whole card is the link, a large target on a tablet: the title's
 * link stretches over its card (settings-page.css), so the card has one link, named by its title.
 */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Link as RouterLink } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import './settings-page.css';
import { simpleGrid } from '@/components/ui/simple-grid';

export function AuctionSettingsPage({ title }: { title: string }) {
  return (
    <PageFrame title={title} gap="5" maxW="1200px">
      <ul className={`${simpleGrid} settings-cards`}>
        <li>
          <Card.Root className="settings-card">
            <Card.Body className="settings-card-body">
              <Heading as="h2" size="md">
                <RouterLink to="/auction/settings/workorders" className="settings-card-link">
                  Work Orders
                </RouterLink>
              </Heading>
              <p className="settings-card-text">Shops, action code mapping and transaction exclusions of your site.</p>
              <p className="settings-card-open" aria-hidden="true">
                Open →
              </p>
            </Card.Body>
          </Card.Root>
        </li>
      </ul>
    </PageFrame>
  );
}
