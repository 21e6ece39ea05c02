/**
 * The top bar's outbox indicator: online or offline, how many changes wait, upload
 * progress, and a warning colour when the server refused something. It opens the outbox.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useOnline } from '../../offline/connection';
import { progressPercent, useUploadProgress } from '../../offline/progress';
import { countRecords, useOutboxRecords } from '../../offline/use-outbox';
import { outboxStatusText, type OutboxTone } from './outbox-status-text';

const toneColors: Record<OutboxTone, { dot: string; palette: string }> = {
  ok: { dot: 'green.500', palette: 'gray' },
  busy: { dot: 'blue.500', palette: 'blue' },
  offline: { dot: 'gray.500', palette: 'gray' },
  attention: { dot: 'orange.500', palette: 'orange' },
};

function usePercent(): number | null {
  const progress = useUploadProgress();
  let loaded = 0;
  let total = 0;
  for (const item of progress.values()) {
    loaded += item.loaded;
    total += item.total;
  }
  return progressPercent({ loaded, total });
}

export function OutboxStatus() {
  const records = useOutboxRecords();
  const online = useOnline();
  const percent = usePercent();
  const counts = countRecords(records.status === 'ready' ? records.value : []);
  const status = outboxStatusText(counts, online, percent);
  const colors = toneColors[status.tone];
  return (
    <Button asChild variant={status.tone === 'attention' ? 'subtle' : 'ghost'} colorPalette={colors.palette} minH="44px" px="3" gap="2">
      <RouterLink to="/outbox" aria-label={status.label} title={status.label}>
        <Box as="span" w="10px" h="10px" borderRadius="full" bg={colors.dot} flexShrink={0} aria-hidden="true" />
        <Text as="span" fontSize="sm" hideBelow="sm">
          {status.short}
        </Text>
      </RouterLink>
    </Button>
  );
}
