/**
 * The side menu's content: the drawer header (environment, or the production host) and
 * the role's entries as links, the current one highlighted (TanStack's Link marks it
 * aria-current="page"). Rendered in the permanent drawer and in the temporary one, in
 * plain elements styled by app-shell.css (the shell does not wait for Chakra).
 */
import { Link as RouterLink } from '@tanstack/react-router';
import { memo, useId } from 'react';
import type { StoredUser } from '@/contract/auth';
import { menuFor, type MenuEntry } from './menu';
import { SignOutLink } from './sign-out-link';
import { useDrawerTitle } from './use-drawer-title';

function EntryLink({ entry, nested = false }: { entry: MenuEntry; nested?: boolean }) {
  return (
    <li>
      <RouterLink {...entry.link} className={nested ? 'shell-nav-entry is-nested' : 'shell-nav-entry'}>
        {entry.label}
      </RouterLink>
    </li>
  );
}

function Group({ heading, entries }: { heading: string; entries: MenuEntry[] }) {
  const id = useId();
  return (
    <li className="shell-nav-group">
      <p id={id} className="shell-nav-heading">
        {heading}
      </p>
      <ul aria-labelledby={id}>
        {entries.map((entry) => (
          <EntryLink key={entry.label} entry={entry} nested />
        ))}
      </ul>
    </li>
  );
}

export function DrawerHeaderTitle() {
  const title = useDrawerTitle();
  return (
    <span className="shell-drawer-title" title={title}>
      {title}
    </span>
  );
}

/**
 * Memoized: a navigation changes the top bar's title and re-renders the shell, but not the
 * menu, whose links follow the location themselves (issue 14: the editor-to-print navigation).
 */
export const SideMenu = memo(function SideMenu({ user }: { user: StoredUser }) {
  // One scrolling list, Logout last: on a 768 px high screen the admin's entries and
  // Logout still fit without scrolling.
  return (
    <nav aria-label="Main menu" className="shell-nav">
      <ul>
        {menuFor(user).map((item) =>
          item.kind === 'group' ? <Group key={item.heading} heading={item.heading} entries={item.entries} /> : <EntryLink key={item.label} entry={item} />,
        )}
        <li className="shell-nav-last">
          <SignOutLink className="shell-nav-entry">Logout</SignOutLink>
        </li>
      </ul>
    </nav>
  );
});
