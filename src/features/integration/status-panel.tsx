/** The name/value entries of one integration at one site, as a definition list; a list value item by item. */
import { Badge, Box, Flex, Grid, Text } from '@chakra-ui/react';
import type { IntegrationStatusEntry } from '@/contract/integration';
import { shownValue } from './status-texts';

export function StatusEntries({ entries }: { entries: IntegrationStatusEntry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">No status is recorded for this site.</Text>;
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', md: 'minmax(180px, 240px) 1fr' }} columnGap="6" rowGap={{ base: '1', md: '3' }} m="0">
      {entries.map((entry, index) => (
        <Box key={`${index}-${entry.name}`} display="contents">
          <Box as="dt" color="fg.muted" fontWeight="medium" pt={{ base: index === 0 ? '0' : '3', md: '0' }}>
            {entry.name}
          </Box>
          <Box as="dd" m="0" wordBreak="break-word">
            <Value value={entry.value} />
          </Box>
        </Box>
      ))}
    </Grid>
  );
}

function Value({ value }: { value: IntegrationStatusEntry['value'] }) {
  const shown = shownValue(value);
  if (shown.kind === 'text') return <Text>{shown.text}</Text>;
  return (
    <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {shown.items.map((item, index) => (
        <Box as="li" key={`${index}-${item}`}>
          <Badge variant="outline" size="md">
            {item}
          </Badge>
        </Box>
      ))}
    </Flex>
  );
}
