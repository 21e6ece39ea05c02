/**
 * The signed-in layout: a 240 px side drawer with the role's menu,
 * permanent from 1024 px and temporary below; a top bar with the page title, the logo and
 * Scan VIN (ADR 0093) and the profile menu; the page alert and the page. Every navigation clears the page alert.
 *
 * The frame (drawer, top bar, their links and buttons), its banners, menus and dialogs are
 * plain elements and the kit's controls (app-shell.css, src/components/ui).
 */
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/auth/use-session';
import { setExpiryDetail } from '@/auth/session';
import { outboxCountsNow } from '@/offline/use-outbox';
import { keptAfterExpiryText } from './outbox-status-text';
import { useSyncEngine } from '@/offline/use-sync-engine';
import type { StoredUser } from '@/contract/auth';
import { PageAlert } from '@/components/page-alert';
import { UpdateBanner } from './update-banner';
import './app-shell.css';
import { displayNameOf } from './display-name';
import { usePageTitle } from './page-title';
import { menuHasVehicles } from './menu';
import { MenuDrawer } from './menu-drawer';
import { ShellError } from './shell-error';
import { DrawerHeaderTitle, SideMenu } from './side-menu';
import { permanentDrawerQuery } from './sizes';
import { TopBar } from './top-bar';
import { useOnNavigation } from './use-on-navigation';
import { isSigningOut } from './use-sign-out';
import { saveShellSnapshot } from './shell-snapshot';
import { whenIdle } from '@/lib/after-paint';

function useTemporaryDrawer() {
  const [open, setOpen] = useState(false);
  useOnNavigation(() => setOpen(false));
  // Turning a tablet to landscape makes the drawer permanent: the temporary one closes.
  useEffect(() => {
    const query = window.matchMedia(permanentDrawerQuery);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return [open, setOpen] as const;
}

function Shell({ user, name }: { user: StoredUser; name: string }) {
  const title = usePageTitle();
  const [drawerOpen, setDrawerOpen] = useTemporaryDrawer();
  const scanVin = useMemo(() => menuHasVehicles(user), [user]);
  const frame = useRef<HTMLDivElement>(null);

  // An expired session's sign-in page says what the device keeps to send (auth/session.ts).
  useEffect(() => setExpiryDetail(() => keptAfterExpiryText(outboxCountsNow(user.id), name)), [user, name]);

  // The frame's copy for the next load (ADR 0104), once the page is idle: it changes with the user alone.
  useEffect(
    () =>
      whenIdle(() => {
        if (frame.current) saveShellSnapshot(frame.current, user.id);
      }),
    [user, name, scanVin],
  );

  useEffect(() => {
    document.title = title ? `${title} · Lot Console` : 'Lot Console';
  }, [title]);

  return (
    <div className="shell shell-frame" ref={frame}>
      <aside className="shell-drawer">
        <div className="shell-drawer-head">
          <DrawerHeaderTitle />
        </div>
        <SideMenu user={user} />
      </aside>
      <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} user={user} />
      <div className="shell-body">
        <TopBar title={title} name={name} onOpenMenu={() => setDrawerOpen(true)} scanVin={scanVin} />
        <UpdateBanner />
        <main className="shell-main">
          <PageAlert className="shell-page-alert" />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function AppShell() {
  const { user } = useSession();
  const router = useRouter();
  useSyncEngine();

  // Signed out elsewhere (another tab): leave, and come back here after signing in. Keyed
  // on the user only: the location changes while that navigation is pending.
  useEffect(() => {
    if (user || isSigningOut()) return;
    const { href, pathname } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  }, [user, router]);

  if (!user) return null;
  const name = displayNameOf(user);
  if (!name) return <ShellError />;
  return <Shell user={user} name={name} />;
}
