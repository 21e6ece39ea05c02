/**
 * A link to the sign-in page that signs out first (its href still says where it goes,
 * so it reads and works as a link). Used by the menu's Logout, the "Error" page, and, inside
 * the kit's `<Link asChild>`, the access-denied page.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSignOut } from './use-sign-out';

export function SignOutLink({ children, onClick, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const signOut = useSignOut();
  const signOutFirst = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    void signOut();
  };
  return (
    <a {...props} href="/login" onClick={signOutFirst}>
      {children}
    </a>
  );
}
