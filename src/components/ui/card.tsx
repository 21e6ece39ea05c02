/**
 * The kit's card (ADR 0079): a framed part of a page (a record's form, a dashboard's status,
 * the sign-in form, the inspection editor's panels), drawn in plain CSS (card.css: Chakra's
 * card recipe), so that a plain page and a Chakra one frame their parts alike. The parts are
 * Chakra's: `Card.Root` (the frame, its `variant` and `size`), `Card.Header`, `Card.Body` and
 * `Card.Footer`, each with the padding of the root's size. Space between a part's children is
 * the caller's (a Stack inside, or a className).
 */
import type { ComponentPropsWithRef, HTMLAttributes } from 'react';
import './card.css';
import { withClass } from './with-class';

export interface CardRootProps extends HTMLAttributes<HTMLElement> {
  /** The element: a section (named by its heading) or an item of a list when it is one. */
  as?: 'div' | 'section' | 'li';
  /** outline: a border (the default, as Chakra's); elevated: a shadow. */
  variant?: 'outline' | 'elevated';
  /** The padding of its parts: sm 16 px, md 24 px (the default, as Chakra's). */
  size?: 'sm' | 'md';
}

function Root({ as: Element = 'div', variant = 'outline', size = 'md', className, ...rest }: CardRootProps) {
  return <Element {...rest} className={withClass('lc-card', className)} data-variant={variant} data-size={size} />;
}

function Header({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={withClass('lc-card-header', className)} />;
}

function Body({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={withClass('lc-card-body', className)} />;
}

function Footer({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={withClass('lc-card-footer', className)} />;
}

export const Card = { Root, Header, Body, Footer };
