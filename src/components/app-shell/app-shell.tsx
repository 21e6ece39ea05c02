/**
 * The signed-in layout (spec 01, point 2): a 240 px side drawer with the role's menu,
 * permanent from 1024 px and temporary below; a top bar with the page title, the logo and
 * the profile menu; the page alert and the page. Every navigation clears the page alert.
 */
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../../auth/session';
import { useSyncEngine } from '../../offline/use-sync-engine';
import type { StoredUser } from '../../contract/auth';
import { PageAlert } from '../page-alert';
import { clearPageAlert } from '../page-alert-store';
import { displayNameOf } from './display-name';
import { MenuDrawer } from './menu-drawer';
import { usePageTitle } from './page-title';
import { ShellError } from './shell-error';
import { DrawerHeaderTitle, SideMenu } from './side-menu';
import { drawerWidth, permanentDrawerQuery } from './sizes';
import { TopBar } from './top-bar';
import { UpdateBanner } from './update-banner';
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

function Shell({ user, name }: { user: StoredUser; name: string }) {
  const title = usePageTitle();
  const [drawerOpen, setDrawerOpen] = useTemporaryDrawer();

  useEffect(() => {
    document.title = title ? `${title} · Lot Console` : 'Lot Console';
  }, [title]);

  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        hideBelow="lg"
        w={drawerWidth}
        flexShrink={0}
        bg="bg"
        borderEndWidth="1px"
        position="sticky"
        top="0"
        h="100dvh"
        display="flex"
        flexDirection="column"
      >
        <Flex align="center" h="64px" px="4" borderBottomWidth="1px" flexShrink={0}>
          <DrawerHeaderTitle />
        </Flex>
        <SideMenu user={user} />
      </Box>
      <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} user={user} />
      <Flex direction="column" flex="1" minW="0">
        <TopBar title={title} name={name} onOpenMenu={() => setDrawerOpen(true)} />
        <UpdateBanner />
        <Box as="main" flex="1" minW="0">
          <PageAlert mx={{ base: '4', lg: '6' }} mt="4" />
          <Outlet />
        </Box>
      </Flex>
    </Flex>
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
