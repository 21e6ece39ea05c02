/**
 * A link to the sign-in page that signs out first (its href still says where it goes,
 * so it reads and works as a link). Used by the menu's Logout, the "Error" page and the
 * access-denied page.
 */
import { Link, type LinkProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useSignOut } from './use-sign-out';

export function SignOutLink({ children, ...props }: LinkProps) {
  const signOut = useSignOut();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void signOut();
  };
  return (
    <Link href="/login" onClick={onClick} {...props}>
      {children}
    </Link>
  );
}
