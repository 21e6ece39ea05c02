/**
 * The top bar's profile menu: Profile, Reset My Password (the password field focused),
 * Logout. Logout asks first when changes on this device have not reached the server.
 * Reset My Password is offered only to cloud admins: no one else can change a password
 * from the console (spec 01, My Profile; ADR 0026).
 *
 * The button is plain (app-shell.css), so it is on screen before Chakra is; the menu and
 * the dialog are Chakra and mount once the system is there. A tap in between is kept: the
 * menu opens as soon as it can.
 */
import { Menu } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { roleOf } from '../../auth/roles';
import { getSession, useSession } from '../../auth/session';
import { recordsOf } from '../../offline/outbox';
import { countRecords } from '../../offline/use-outbox';
import { ConfirmDialog } from '../confirm-dialog';
import { prefetchChakraSystem } from '../ui/lazy-provider';
import { useChakraReady } from '../ui/with-chakra';
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

/** The avatar's initials, as Chakra's Avatar makes them: first letters of the first and last words, in capitals as drawn. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

type ProfileButtonProps = ComponentPropsWithoutRef<'button'> & { name: string };

const ProfileButton = forwardRef<HTMLButtonElement, ProfileButtonProps>(function ProfileButton({ name, className, ...props }, ref) {
  // Menu.Trigger passes its own class name: keep both.
  const classes = className ? `shell-button shell-profile ${className}` : 'shell-button shell-profile';
  return (
    // Named by what it shows, initials first ("AA Avery Admin"; below 768 px only the initials
    // show, and the name still starts with them), so a voice-control user can say what they see
    // (WCAG 2.5.3; ADR 0029). The space keeps the two words apart in the name; a flex box draws none.
    <button ref={ref} type="button" {...props} className={classes}>
      <span className="shell-avatar">{initialsOf(name)}</span> <span className="shell-button-text">{name}</span>
    </button>
  );
});

const itemStyle = { minH: '44px', cursor: 'pointer' } as const;

function ChakraProfileMenu({ name, defaultOpen }: { name: string; defaultOpen: boolean }) {
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

export function ProfileMenu({ name }: { name: string }) {
  const ready = useChakraReady();
  const [openWhenReady, setOpenWhenReady] = useState(false);
  if (ready) return <ChakraProfileMenu name={name} defaultOpen={openWhenReady} />;
  return (
    <ProfileButton
      name={name}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setOpenWhenReady(true);
        prefetchChakraSystem();
      }}
    />
  );
}
