/** The top bar's profile menu: Profile, Reset My Password (the password field focused), Logout. */
import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSignOut } from './use-sign-out';

const itemStyle = { minH: '44px', cursor: 'pointer' } as const;

export function ProfileMenu({ name }: { name: string }) {
  const signOut = useSignOut();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" aria-label={`Profile menu: ${name}`} px="2" gap="2" maxW={{ base: '44px', md: '260px' }}>
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text as="span" truncate hideBelow="md">
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px">
            <Menu.Item value="profile" asChild css={itemStyle}>
              <RouterLink to="/myProfile">Profile</RouterLink>
            </Menu.Item>
            <Menu.Item value="reset-password" asChild css={itemStyle}>
              <RouterLink to="/myProfile" search={{ focus: 'password' }}>
                Reset My Password
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" css={itemStyle} onSelect={() => void signOut()}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
