/**
 * The top bar: the menu button (only below 1024 px, where the drawer is temporary), the
 * logo, the page title, the outbox status and the profile menu. The title is plain text, not a heading:
 * each screen owns its own h1.
 */
import { Flex, IconButton, Image, Text } from '@chakra-ui/react';
import { OutboxStatus } from './outbox-status';
import { ProfileMenu } from './profile-menu';

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export const topBarHeight = '64px';

export function TopBar({ title, name, onOpenMenu }: { title: string; name: string; onOpenMenu: () => void }) {
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      h={topBarHeight}
      px={{ base: '2', lg: '6' }}
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton aria-label="Open menu" variant="ghost" hideFrom="lg" minW="44px" onClick={onOpenMenu}>
        <MenuIcon />
      </IconButton>
      <Image src="/favicon.svg" alt="" width="32px" height="32px" flexShrink={0} />
      <Text flex="1" minW="0" fontSize="lg" fontWeight="semibold" truncate>
        {title}
      </Text>
      <OutboxStatus />
      <ProfileMenu name={name} />
    </Flex>
  );
}
