/**
 * The profile menu itself, drawn with Chakra (profile-menu.tsx shows its button until the
 * Chakra system is there, then loads this as an island: ADR 0033). The colour-mode items are
 * here, not in a file of their own, so that they travel in the Chakra parts' chunk
 * (scripts/chunk-groups.ts) rather than in one more script of a cold start.
 */
import { Menu } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { roleOf } from '@/auth/roles';
import { getSession } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { recordsOf } from '@/offline/outbox';
import { countRecords } from '@/offline/use-outbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ProfileButton } from './profile-menu';
import { chooseColourMode, colourChoices, useColourChoice, type ColourChoice } from './colour-mode';
import { useSignOut } from './use-sign-out';

async function unsentCount(): Promise<number> {
  const userId = getSession().user?.id;
  if (userId === undefined) return 0;
  try {
    const counts = countRecords(await recordsOf(userId));
    return counts.waiting + counts.attention;
  } catch {
    return 0;
  }
}

const itemStyle = { minH: '44px', cursor: 'pointer' } as const;

const labels: Record<ColourChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Light, Dark, System (ADR 0039): radio items named by the word they show, 44 px tall like the others. */
function ColourModeItems() {
  const choice = useColourChoice();
  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel>Colour mode</Menu.ItemGroupLabel>
      <Menu.RadioItemGroup
        value={choice}
        onValueChange={({ value }) => {
          const chosen = colourChoices.find((candidate) => candidate === value);
          if (chosen) chooseColourMode(chosen);
        }}
      >
        {colourChoices.map((value) => (
          <Menu.RadioItem key={value} value={value} css={itemStyle}>
            <Menu.ItemText>{labels[value]}</Menu.ItemText>
            <Menu.ItemIndicator>
              <CheckIcon />
            </Menu.ItemIndicator>
          </Menu.RadioItem>
        ))}
      </Menu.RadioItemGroup>
    </Menu.ItemGroup>
  );
}

export function ProfileMenuPopup({ name, defaultOpen }: { name: string; defaultOpen: boolean }) {
  const signOut = useSignOut();
  const canChangePassword = roleOf(useSession().user) === 'admin';
  const [unsent, setUnsent] = useState(0);
  const requestSignOut = async () => {
    const count = await unsentCount();
    if (count > 0) setUnsent(count);
    else await signOut();
  };
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <ProfileButton name={name} />
        </Menu.Trigger>
        {/* Not in a portal: the menu stays inside the top bar's banner landmark, where a screen reader finds it. */}
        <Menu.Positioner>
          <Menu.Content minW="220px">
            <Menu.Item value="profile" asChild css={itemStyle}>
              <RouterLink to="/myProfile">Profile</RouterLink>
            </Menu.Item>
            {canChangePassword ? (
              <Menu.Item value="reset-password" asChild css={itemStyle}>
                <RouterLink to="/myProfile" search={{ focus: 'password' }}>
                  Reset My Password
                </RouterLink>
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <ColourModeItems />
            <Menu.Separator />
            <Menu.Item value="logout" css={itemStyle} onSelect={() => void requestSignOut()}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
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
        {unsent === 1 ? '1 change on this device has' : `${unsent} changes on this device have`} not reached the server yet. They stay on this device and are
        sent when you sign in again with this account; no one else can send them.
      </ConfirmDialog>
    </>
  );
}
