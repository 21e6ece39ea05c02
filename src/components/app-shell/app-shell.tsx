/**
 * The signed-in layout: a 240 px side drawer with the role's menu,
 * permanent from 1024 px and temporary below; a top bar with the page title, the logo and
 * the profile menu; the page alert and the page. Every navigation clears the page alert.
 *
 * The frame (drawer, top bar, their links and buttons), its banners, menus and dialogs are
 * plain elements and the kit's controls (app-shell.css, src/components/ui), so a reload shows
 * them with no Chakra at all; only a page drawn with Chakra waits for its system (PageArea,
 * ADR 0080).
 */
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@/auth/use-session';
import { useSyncEngine } from '@/offline/use-sync-engine';
import type { StoredUser } from '@/contract/auth';
import { PageAlert } from '@/components/page-alert';
import { clearPageAlert } from '@/components/page-alert-store';
import { UpdateBanner } from './update-banner';
import { ScreenUnreachable } from '@/components/route-error/route-error';
import { ChakraScope, useChakraSystemAfterPaint } from '@/components/ui/lazy-provider';
import './app-shell.css';
import { displayNameOf } from './display-name';
import { usePageTitle, usePlainPage } from './page-title';
import { MenuDrawer } from './menu-drawer';
import { ShellError } from './shell-error';
import { DrawerHeaderTitle, SideMenu } from './side-menu';
import { permanentDrawerQuery } from './sizes';
import { TopBar } from './top-bar';
import { useOnNavigation } from './use-on-navigation';
import { isSigningOut } from './use-sign-out';

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

/**
 * The page alert (the kit's notice) and the page: a page drawn with Chakra waits for the system
 * ("Loading…" until then, which loads after the first paint) and is drawn inside Chakra's
 * provider; a page that draws nothing with Chakra (usePlainPage) shows at once and never loads
 * it. Once a page drawn with Chakra has shown, every page is drawn inside the provider: it
 * appears once in a visit, around a page that is new then anyway, never around a page in use.
 */
function PageArea({ plain }: { plain: boolean }) {
  // Offline before the service worker held the system, the page says so as for a screen whose code is missing (ADR 0063).
  const system = useChakraSystemAfterPaint(!plain);
  const [provided, setProvided] = useState(false);
  if (!provided && !plain && system.ready) setProvided(true);
  let page = <Outlet />;
  if (!system.ready && !plain) page = system.failed ? <ScreenUnreachable /> : <p className="shell-page-loading">Loading…</p>;
  return (
    <>
      <PageAlert className="shell-page-alert" />
      {provided ? <ChakraScope>{page}</ChakraScope> : page}
    </>
  );
}

function Shell({ user, name }: { user: StoredUser; name: string }) {
  const title = usePageTitle();
  const plainPage = usePlainPage();
  const [drawerOpen, setDrawerOpen] = useTemporaryDrawer();

  useEffect(() => {
    document.title = title ? `${title} · Lot Console` : 'Lot Console';
  }, [title]);

  return (
    <div className="shell shell-frame">
      <aside className="shell-drawer">
        <div className="shell-drawer-head">
          <DrawerHeaderTitle />
        </div>
        <SideMenu user={user} />
      </aside>
      <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} user={user} />
      <div className="shell-body">
        <TopBar title={title} name={name} onOpenMenu={() => setDrawerOpen(true)} />
        <UpdateBanner />
        <main className="shell-main">
          <PageArea plain={plainPage} />
        </main>
      </div>
    </div>
  );
}

export function AppShell() {
  const { user } = useSession();
  const router = useRouter();
  useOnNavigation(clearPageAlert);
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
