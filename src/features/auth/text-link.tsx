/**
 * A router link drawn as the kit's text link (medium in auth.css; createLink keeps `to` and `search` type
 * checked), 44 px tall so it is an easy touch target.
 */
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from '@/components/ui/link';

function StyledLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link className={className ? `auth-link ${className}` : 'auth-link'} {...props} />;
}

export const TextLink = createLink(StyledLink);
