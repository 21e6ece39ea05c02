/**
 * Lane Monitor: whether it runs and since when, the action in progress and the last one, the
 * Cycle LM / Stop LM / Start LM buttons (enabled by lane-monitor-rules.ts), and each site's
 * lanes, an active lane linking to the site's lane monitor page.
 */
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { apiUrl } from '@/api/http';
import type { LaneMonitorAction, LaneMonitorCard as Card, MonitoredLane } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { laneMonitorActionInfo, laneMonitorActions, laneMonitorButtons } from './lane-monitor-rules';
import { StatusCard } from './status-card';
import { laneMonitorStatus } from './status-colors';
import { Spinner } from '@/components/ui/spinner';

export interface LaneMonitorCardProps {
  card: Card;
  /** This console's own action, sent and not answered yet. */
  pending: LaneMonitorAction | null;
  online: boolean;
  onAction: (action: LaneMonitorAction) => void;
}

const pastTense: Record<LaneMonitorAction, string> = { cycle: 'Cycled', stop: 'Stopped', start: 'Started' };

function bySite(lanes: readonly MonitoredLane[]): [string, MonitoredLane[]][] {
  const groups = new Map<string, MonitoredLane[]>();
  for (const lane of lanes) groups.set(lane.site, [...(groups.get(lane.site) ?? []), lane]);
  return [...groups];
}

export function LaneMonitorCard({ card, pending, online, onAction }: LaneMonitorCardProps) {
  const buttons = laneMonitorButtons(card, pending !== null, online);
  const running = pending ?? card.action;
  const since = formatTimestamp(card.changed_at);
  return (
    <StatusCard
      title="Lane Monitor"
      status={laneMonitorStatus(card, pending !== null)}
      counts={card.running === 1 ? `Running${since ? ` since ${since}` : ''}` : `Stopped${since ? ` since ${since}` : ''}`}
    >
      <Stack gap="4">
        <Flex gap="2" wrap="wrap" role="group" aria-label="Lane monitor actions">
          {laneMonitorActions.map(({ action, label }) => (
            <Button
              key={action}
              variant={action === 'stop' ? 'outline' : 'solid'}
              colorPalette={action === 'stop' ? 'red' : 'brand'}
              disabled={!buttons[action]}
              loading={pending === action}
              onClick={() => onAction(action)}
            >
              {label}
            </Button>
          ))}
        </Flex>
        <Box aria-live="polite" minH="5">
          {running ? (
            <Flex align="center" gap="2">
              <Spinner size="sm" />
              <Text fontWeight="semibold">
                {laneMonitorActionInfo(running).doing}
                {pending === null && card.action_by ? ` (started by ${card.action_by})` : ''}
              </Text>
            </Flex>
          ) : card.last_action ? (
            <Text fontSize="sm" color="fg.muted">
              {pastTense[card.last_action]} {formatTimestamp(card.last_action_at)}
              {card.last_action_by ? ` by ${card.last_action_by}` : ''}.
            </Text>
          ) : null}
        </Box>
        <Stack gap="4">
          {bySite(card.details).map(([site, lanes]) => (
            <Stack key={site} as="section" aria-label={`${site} lanes`} gap="1">
              <Heading as="h3" size="xs" color="fg.muted">
                {site}
              </Heading>
              <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(15rem, 1fr))" columnGap="4">
                {lanes.map((lane) => (
                  <Flex as="li" key={lane.id} align="center" gap="2" minH="44px">
                    <Text flex="1" fontSize="sm">
                      {lane.description ?? `Lane ${lane.lane}`}
                    </Text>
                    {lane.active === 1 ? (
                      <Link
                        href={apiUrl(lane.url)}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="underline"
                        colorPalette="brand"
                        minH="44px"
                        fontWeight="semibold"
                        aria-label={`Active: ${site} lane ${lane.lane} monitor (opens in a new tab)`}
                      >
                        Active
                      </Link>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        Inactive
                      </Text>
                    )}
                  </Flex>
                ))}
              </Box>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </StatusCard>
  );
}
