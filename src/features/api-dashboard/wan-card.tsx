/** On-Premise WAN: how many sites run, are down or have not updated, and each site Up or Down (with since when it is down). */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ApiStatusSummary, SiteHeartbeat } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { StatusCard, StatusDot } from './status-card';
import { siteStatus } from './status-colors';

function siteState(site: SiteHeartbeat): string {
  if (site.state === 'not_running') return site.wan_first_down ? `Down since ${formatTimestamp(site.wan_first_down)}` : 'Down';
  if (site.state === 'not_updated') return `Up · not updated since ${formatTimestamp(site.last_heartbeat_at) || 'never'}`;
  return 'Up';
}

export function WanCard({ card }: { card: ApiStatusSummary['sites'] }) {
  return (
    <StatusCard
      title="On-Premise WAN"
      status={card.status}
      counts={`${card.running} running · ${card.not_running} not running · ${card.not_updated} not updated`}
    >
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Sites">
        {card.details.map((site) => (
          <Flex as="li" key={site.id} gap="2.5" align="start">
            {/* Level with the first line of a text that wraps. */}
            <Flex h="6" align="center">
              <StatusDot status={siteStatus(site)} />
            </Flex>
            <Text fontWeight="semibold" minW="3rem">
              {site.code}
            </Text>
            <Box flex="1">
              <Text>{siteState(site)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {site.name}
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
      {card.checked_at ? (
        <Text mt="3" fontSize="xs" color="fg.muted">
          Judged at the newest heartbeat, {formatTimestamp(card.checked_at)}.
        </Text>
      ) : null}
    </StatusCard>
  );
}
