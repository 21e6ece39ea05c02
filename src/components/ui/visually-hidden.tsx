/**
 * The kit's visually hidden text (Chakra's `VisuallyHidden`): read by a screen reader, not
 * shown, e.g. the image's name after a card's "Private" so that each checkbox has its own name.
 * `visuallyHidden` is the class, for an element that must stay what it is (a file input a
 * button opens).
 */
import type { ComponentPropsWithoutRef } from 'react';
import { withClass } from './with-class';
import './visually-hidden.css';

export const visuallyHidden = 'lc-visually-hidden';

export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span {...rest} className={withClass(visuallyHidden, className)} />;
}
