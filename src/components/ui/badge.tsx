/**
 * The kit's badge (ADR 0080): a short label beside what it qualifies (a vehicle's position, a
 * record's state, "Main image"), drawn in plain CSS (`lc-badge`, badge.css: Chakra's badge recipe)
 * so a plain screen and a Chakra one draw the same. In Chakra's vocabulary: `variant`,
 * `colorPalette`, `size`; a span's attributes pass through. Not a control: it takes no pointer.
 *
 *   <Badge colorPalette="green">Main image</Badge>
 *   <Badge size="lg" colorPalette={position ? 'blue' : 'gray'}>{position ?? 'No run'}</Badge>
 */
import type { ComponentPropsWithRef } from 'react';
import { withClass } from './with-class';
import './badge.css';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** subtle (the default: the palette's tint) or outline (its border). */
  variant?: 'subtle' | 'outline';
  /** gray (the default) or the palette of what the badge says: red for a failure, green for done… */
  colorPalette?: 'gray' | 'brand' | 'blue' | 'green' | 'red' | 'orange' | 'yellow' | 'purple';
  /** sm (the default: extra-small text, 20 px), md (small text, 24 px), lg (small text, 28 px). */
  size?: 'sm' | 'md' | 'lg';
}

export function Badge({ variant, colorPalette, size, className, ...rest }: BadgeProps) {
  return <span {...rest} className={withClass('lc-badge', className)} data-variant={variant} data-palette={colorPalette} data-size={size} />;
}
