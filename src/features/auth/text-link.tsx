/**
 * A router link drawn as the plain text link (plain-link.css, medium in auth.css; createLink keeps `to` and `search` type
 * checked), 44 px tall so it is an easy touch target.
 */
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import '@/components/plain-link.css';

function StyledLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <a className={className ? `lc-link auth-link ${className}` : 'lc-link auth-link'} {...props} />;
}

export const TextLink = createLink(StyledLink);
