/**
 * The side menu's content: the drawer header (environment, or the production host) and
 * the role's entries as links, the current one highlighted (TanStack's Link marks it
 * aria-current="page"). Rendered in the permanent drawer and in the temporary one.
 */
import { Box, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId } from 'react';
import type { StoredUser } from '../../contract/auth';
import { menuFor, type MenuEntry } from './menu';
import { SignOutLink } from './sign-out-link';
import { useDrawerTitle } from './use-drawer-title';

const entryStyle: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  minH: '44px',
  px: '4',
  borderRadius: 'md',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  transition: 'background 0.1s',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', boxShadow: 'inset 3px 0 0 {colors.brand.solid}' },
};

function EntryLink({ entry, indent = false }: { entry: MenuEntry; indent?: boolean }) {
  return (
    <Box as="li">
      <Box asChild css={entryStyle} ps={indent ? '8' : '4'}>
        <RouterLink {...entry.link}>{entry.label}</RouterLink>
      </Box>
    </Box>
  );
}

function Group({ heading, entries }: { heading: string; entries: MenuEntry[] }) {
  const id = useId();
  return (
    <Box as="li" pt="1">
      <Text id={id} px="4" pt="2" pb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {heading}
      </Text>
      <Stack as="ul" aria-labelledby={id} gap="0" listStyleType="none" m="0" p="0">
        {entries.map((entry) => (
          <EntryLink key={entry.label} entry={entry} indent />
        ))}
      </Stack>
    </Box>
  );
}

export function DrawerHeaderTitle() {
  const title = useDrawerTitle();
  return (
    <Text fontWeight="semibold" fontSize="md" truncate title={title}>
      {title}
    </Text>
  );
}

export function SideMenu({ user }: { user: StoredUser }) {
  // One scrolling list, Logout last: on a 768 px high screen the admin's entries and
  // Logout still fit without scrolling.
  return (
    <Box as="nav" aria-label="Main menu" flex="1" minH="0" overflowY="auto">
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="2">
        {menuFor(user).map((item) =>
          item.kind === 'group' ? (
            <Group key={item.heading} heading={item.heading} entries={item.entries} />
          ) : (
            <EntryLink key={item.label} entry={item} />
          ),
        )}
        <Box as="li" role="none" my="1" borderTopWidth="1px" />
        <Box as="li">
          <SignOutLink css={entryStyle}>Logout</SignOutLink>
        </Box>
      </Stack>
    </Box>
  );
}
