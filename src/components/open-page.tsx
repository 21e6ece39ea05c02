/**
 * A page of its own drawn without Chakra's runtime (the sign-in and registration pages, the public
 * vehicle pages): the console's body, a whole screen tall, in plain CSS (open-page.css). A
 * `div` unless told (`as="main"`: the page is its own main landmark); the caller's className
 * lays out what is in it.
 */
import type { ComponentPropsWithRef } from 'react';
import { withClass } from './ui/with-class';
import './open-page.css';

export function OpenPage({ as: Element = 'div', className, ...rest }: ComponentPropsWithRef<'div'> & { as?: 'div' | 'main' }) {
  return <Element {...rest} className={withClass('lc-open-page', className)} />;
}
