/** The frame of a dashboard card: the avatar in the card's colour, its title and counts, then its content. */
import { Avatar, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import type { ReactNode } from 'react';
import type { CardStatus } from '@/contract/api-status';
import { toneOf } from './status-colors';

export function StatusAvatar({ status, size = 'md' }: { status: CardStatus; size?: 'xs' | 'md' }) {
  const tone = toneOf(status);
  return (
    <Avatar.Root colorPalette={tone.palette} variant="solid" size={size} role="img" aria-label={`Status: ${tone.label}`} data-status={status} flexShrink="0">
      <Avatar.Fallback display="flex" alignItems="center" justifyContent="center">
        <StatusIcon status={status} />
      </Avatar.Fallback>
    </Avatar.Root>
  );
}

/** A mark that does not rely on colour alone: a tick, an exclamation mark, a cross. */
function StatusIcon({ status }: { status: CardStatus }) {
  const path = status === 'green' ? 'M5 12.5 10 17l9-10' : status === 'yellow' ? 'M12 6v8M12 17.5v.5' : 'M7 7l10 10M17 7 7 17';
  return (
    <svg width="60%" height="60%" viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A small coloured dot before a line's text (the line says its state in words too). */
export function StatusDot({ status }: { status: CardStatus }) {
  return <Box as="span" display="inline-block" w="2.5" h="2.5" borderRadius="full" bg={`${toneOf(status).palette}.solid`} flexShrink="0" aria-hidden="true" />;
}

export interface StatusCardProps {
  title: string;
  status: CardStatus;
  /** The counts under the title, e.g. "1 running · 1 not running · 1 not updated". */
  counts: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function StatusCard({ title, status, counts, children, actions }: StatusCardProps) {
  return (
    <Card.Root as="section" aria-label={title} data-status={status}>
      <Card.Body>
        <Stack gap="3">
          <Flex gap="3" align="center" wrap="wrap">
            <StatusAvatar status={status} />
            <Box flex="1" minW="10rem">
              <Heading as="h2" size="md">
                {title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {counts}
              </Text>
            </Box>
            {actions}
          </Flex>
          <Flex direction="column">{children}</Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
