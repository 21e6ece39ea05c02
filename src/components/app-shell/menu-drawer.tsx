/**
 * Below 1024 px (a tablet in portrait) the side menu is a temporary drawer over the page,
 * opened from the top bar and closed by a choice, Escape, a tap outside or a navigation.
 */
import { Drawer, Portal } from '@chakra-ui/react';
import { CloseButton } from '@/components/ui/button';
import type { StoredUser } from '@/contract/auth';
import { DrawerHeaderTitle, SideMenu } from './side-menu';
import { drawerWidth } from './sizes';

export function MenuDrawer({ open, onOpenChange, user }: { open: boolean; onOpenChange: (open: boolean) => void; user: StoredUser }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={drawerWidth} maxW={drawerWidth}>
            <Drawer.Header px="4" py="0" minH="64px" display="flex" alignItems="center" borderBottomWidth="1px">
              <Drawer.Title flex="1" minW="0">
                <DrawerHeaderTitle />
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body p="0" display="flex" flexDirection="column">
              <SideMenu user={user} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
