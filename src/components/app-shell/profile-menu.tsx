/**
 * The top bar's profile menu: Profile, Reset My Password (the password field focused),
 * the colour mode (Light, Dark, System; ADR 0039), Logout. Logout asks first when changes on this device have not reached the server.
 * Reset My Password is offered only to cloud admins: no one else can change a password
 * from the console (ADR 0026).
 *
 * The button is plain (app-shell.css), so it is on screen before Chakra is; the menu and
 * the dialog are Chakra and mount once the system is there. A tap in between is kept: the
 * menu opens as soon as it can.
 */
import { memo, useCallback, useState, type ComponentPropsWithRef } from 'react';
import { chakraIsland, takeReopen } from '@/components/ui/chakra-island';
import { prefetchChakraSystem } from '@/components/ui/lazy-provider';
import { Button } from '@/components/ui/button';

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
    // Menu.Trigger passes its own class name (and its ref): keep both.
    <Button variant="ghost" {...props} className={className ? `shell-button shell-profile ${className}` : 'shell-button shell-profile'}>
      <span className="shell-avatar">{initialsOf(name)}</span> <span className="shell-button-text">{name}</span>
    </Button>
  );
}

// Tapped offline before its code arrived, the button says so at the foot of the window (ADR 0062).
const ProfileMenuPopup = chakraIsland(() => import('./profile-menu-popup').then((module) => module.ProfileMenuPopup), {
  opens: 'the profile menu',
  noticeAt: 'foot',
});

/**
 * Memoized: its fallback is a new element on every render, which the island's own memo cannot
 * see past, so a navigation (a new page title in the top bar) would re-render the menu and its
 * sign-out dialog through Chakra (issue 14: the editor-to-print navigation's task).
 */
export const ProfileMenu = memo(function ProfileMenu({ name }: { name: string }) {
  // Open at once when the page was loaded again to bring the menu's code (chakra-island.tsx).
  const [openWhenReady, setOpenWhenReady] = useState(() => takeReopen('the profile menu'));
  const button = (
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
  const close = useCallback(() => setOpenWhenReady(false), []);
  return <ProfileMenuPopup name={name} defaultOpen={openWhenReady} fallback={button} onNoticeClose={close} />;
});
