/**
 * The top bar's profile menu: Profile, Reset My Password (the password field focused),
 * Logout. Logout asks first when changes on this device have not reached the server.
 */
import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { getSession } from '../../auth/session';
import { recordsOf } from '../../offline/outbox';
import { countRecords } from '../../offline/use-outbox';
import { ConfirmDialog } from '../confirm-dialog';
import { useSignOut } from './use-sign-out';

async function unsentCount(): Promise<number> {
  const userId = getSession().user?.id;
  if (userId === undefined) return 0;
  try {
    const counts = countRecords(await recordsOf(userId));
    return counts.waiting + counts['needs-attention'];
  } catch {
    return 0;
  }
}

const itemStyle = { minH: '44px', cursor: 'pointer' } as const;

export function ProfileMenu({ name }: { name: string }) {
  const signOut = useSignOut();
  const [unsent, setUnsent] = useState(0);
  const requestSignOut = async () => {
    const count = await unsentCount();
    if (count > 0) setUnsent(count);
    else await signOut();
  };
  return (
    <>
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
              <Menu.Item value="logout" css={itemStyle} onSelect={() => void requestSignOut()}>
                Logout
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={unsent > 0}
        title="Sign out with unsent changes?"
        confirmLabel="Sign out"
        onCancel={() => setUnsent(0)}
        onConfirm={() => {
          setUnsent(0);
          void signOut();
        }}
      >
        {unsent === 1 ? '1 change on this device has' : `${unsent} changes on this device have`} not reached the server yet. They stay
        on this device and are sent when you sign in again with this account; no one else can send them.
      </ConfirmDialog>
    </>
  );
}
