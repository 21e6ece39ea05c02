/**
 * The kit's text link (ADR 0080): a link that takes you somewhere, drawn as text in the brand's
 * colour (`lc-link`, link.css: Chakra's link recipe in plain CSS), 44 px tall so a finger finds
 * it. Not the kit's button: a link that looks like a button is `<Button asChild>`. In Chakra's
 * vocabulary: `variant` (plain, underlined on hover; underline, always) and `asChild`, which
 * draws the one child (a router `<Link>`) as the link, so its `to` and `params` stay type checked.
 *
 *   <Link asChild><RouterLink to="/config">Back to Configuration</RouterLink></Link>
 *   <Link href={url} target="_blank" rel="noreferrer">Open the image</Link>
 */
import { cloneElement, isValidElement, type ComponentPropsWithRef } from 'react';
import { withClass } from './with-class';
import './link.css';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** plain (the default: underlined on hover) or underline (always, inside a sentence). */
  variant?: 'plain' | 'underline';
  /** Draw the one child element (a router link) as the link instead of an `<a>`. */
  asChild?: boolean;
  /**
   * A link inside a sentence: as tall as its line, not 44 px (a target in running text is
   * exempt from the target size, and a taller one would open a gap between the lines), and
   * underlined, so it differs from the words around it by more than its colour.
   */
  inline?: boolean;
}

export function Link({ variant, asChild, inline, className, children, ...rest }: LinkProps) {
  const look = { className: withClass('lc-link', className), 'data-variant': variant, 'data-inline': inline ? '' : undefined };
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const own = children.props.className;
    return cloneElement(children, { ...rest, ...look, ...children.props, className: withClass(look.className, own) });
  }
  return (
    <a {...rest} {...look}>
      {children}
    </a>
  );
}
