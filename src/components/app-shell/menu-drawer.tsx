/**
 * Below 1024 px (a tablet in portrait) the side menu is a temporary drawer over the page,
 * opened from the top bar and closed by a choice, Escape, a tap outside or a navigation. The
 * kit's drawer, in plain CSS like the rest of the shell: it opens offline as it does online.
 */
import { Drawer } from '@/components/ui/drawer';
import type { StoredUser } from '@/contract/auth';
import { DrawerHeaderTitle, SideMenu } from './side-menu';

export function MenuDrawer({ open, onOpenChange, user }: { open: boolean; onOpenChange: (open: boolean) => void; user: StoredUser }) {
  return (
    <Drawer open={open} onClose={() => onOpenChange(false)} title={<DrawerHeaderTitle />} closeLabel="Close menu" className="shell-menu-drawer">
      <SideMenu user={user} />
    </Drawer>
  );
}
