/**
 * The top bar's profile menu: Profile, Reset My Password (the password field focused),
 * the colour mode (Light, Dark, System; ADR 0039), Logout. Logout asks first when changes on
 * this device have not reached the server. Reset My Password is offered only to cloud admins: no
 * one else can change a password from the console (ADR 0026).
 *
 * The kit's menu (ADR 0080), plain like the rest of the shell: it opens offline and before
 * Chakra has arrived.
 */
import { Link as RouterLink } from '@tanstack/react-router';
import { memo, useState, type ComponentPropsWithRef } from 'react';
import { roleOf } from '@/auth/roles';
import { getSession } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { loadOfflineEngine } from '@/offline/load-engine';
import { countRecords } from '@/offline/use-outbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Menu, MenuItem, MenuLinkItem, MenuRadioGroup, MenuSeparator } from '@/components/ui/menu';
import { Button } from '@/components/ui/button';
import { chooseColourMode, colourChoices, useColourChoice } from './colour-mode';
import { useSignOut } from './use-sign-out';

/** The avatar's initials, as Chakra's Avatar makes them: first letters of the first and last words, in capitals as drawn. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

type ProfileButtonProps = ComponentPropsWithRef<'button'> & { name: string };

export function ProfileButton({ name, className, ...props }: ProfileButtonProps) {
  return (
    // Named by what it shows, initials first ("AA Avery Admin"; below 768 px only the initials
    // show, and the name still starts with them), so a voice-control user can say what they see
    // (WCAG 2.5.3; ADR 0029). The space keeps the two words apart in the name; a flex box draws none.
    // The menu passes its ref and its ARIA state; a caller's class name is kept beside the shell's.
    <Button variant="ghost" {...props} className={className ? `shell-button shell-profile ${className}` : 'shell-button shell-profile'}>
      <span className="shell-avatar">{initialsOf(name)}</span> <span className="shell-button-text">{name}</span>
    </Button>
  );
}

async function unsentCount(): Promise<number> {
  const userId = getSession().user?.id;
  if (userId === undefined) return 0;
  try {
    const { recordsOf } = await loadOfflineEngine();
    const counts = countRecords(await recordsOf(userId));
    return counts.waiting + counts.attention;
  } catch {
    return 0;
  }
}

const colourLabels = colourChoices.map((value) => ({ value, label: { light: 'Light', dark: 'Dark', system: 'System' }[value] }));

/**
 * Memoized: a navigation (a new page title in the top bar) re-renders the top bar, not the menu
 * (issue 14: the editor-to-print navigation's task).
 */
export const ProfileMenu = memo(function ProfileMenu({ name }: { name: string }) {
  const signOut = useSignOut();
  const canChangePassword = roleOf(useSession().user) === 'admin';
  const colour = useColourChoice();
  const [unsent, setUnsent] = useState(0);
  const requestSignOut = async () => {
    const count = await unsentCount();
    if (count > 0) setUnsent(count);
    else await signOut();
  };
  return (
    <>
      <Menu trigger={({ ref, ...props }) => <ProfileButton ref={ref} name={name} {...props} />}>
        <MenuLinkItem
          render={(props) => (
            <RouterLink to="/myProfile" {...props}>
              Profile
            </RouterLink>
          )}
        />
        {canChangePassword ? (
          <MenuLinkItem
            render={(props) => (
              <RouterLink to="/myProfile" search={{ focus: 'password' }} {...props}>
                Reset My Password
              </RouterLink>
            )}
          />
        ) : null}
        <MenuSeparator />
        <MenuRadioGroup label="Colour mode" value={colour} choices={colourLabels} onChange={chooseColourMode} />
        <MenuSeparator />
        <MenuItem onSelect={() => void requestSignOut()}>Logout</MenuItem>
      </Menu>
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
});
