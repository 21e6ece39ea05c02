/**
 * The kit's heading (ADR 0079): one for every screen, drawn in plain CSS (heading.css: Chakra's
 * heading recipe and its text styles), so that a plain page and a Chakra one title their parts
 * alike and neither waits for Chakra to show its title. The level (`as`) is the caller's and
 * says where the heading sits in the page, for screen readers and the tests that find headings
 * by level; `size` is only how it looks.
 */
import type { ComponentPropsWithRef } from 'react';
import './heading.css';

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The heading's level in the page. */
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** Chakra's text styles: xs 12 px … 3xl 30 px; the default is xl (20 px), as Chakra's. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';
  /** The theme's muted text colour instead of the text around it. */
  color?: 'fg.muted';
}

export function Heading({ as: Level, size = 'xl', color, className, ...rest }: HeadingProps) {
  return <Level {...rest} className={className ? `lc-heading ${className}` : 'lc-heading'} data-size={size} data-color={color} />;
}
