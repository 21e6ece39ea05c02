/** The signed-in layout: side drawer, top bar and the page. (The full shell is being built.) */
import { Outlet } from '@tanstack/react-router';

export function AppShell() {
  return <Outlet />;
}
