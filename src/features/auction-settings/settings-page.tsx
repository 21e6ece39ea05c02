/**
 * Auction settings (/auction/settings): a card for each settings screen of the site; for now
 * the work-order settings. The whole card is the link, a large target on a tablet.
 */
import { LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Link as RouterLink } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import './settings-page.css';

export function AuctionSettingsPage({ title }: { title: string }) {
  return (
    <PageFrame title={title} gap="5" maxW="1200px">
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none" m="0" p="0">
        <li>
          <LinkBox asChild>
            <Card.Root className="settings-card">
              <Card.Body>
                <Stack gap="2">
                  <Heading as="h2" size="md">
                    <LinkOverlay asChild>
                      <RouterLink to="/auction/settings/workorders">Work Orders</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted">Shops, action code mapping and transaction exclusions of your site.</Text>
                  <Text color="brand.fg" fontWeight="medium" aria-hidden="true">
                    Open →
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        </li>
      </SimpleGrid>
    </PageFrame>
  );
}
