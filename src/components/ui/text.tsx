/**
 * The kit's text (ADR 0084): a paragraph, or a run of text, in one of the house's tones, with no
 * margin of its own (the parent's gap spaces it). Chakra's `Text` in the kit's vocabulary: `tone`
 * for the colour (the body's, `muted` for a secondary fact or an empty state, `error` for a read
 * or an action that failed where no alert is called for), `size` for the smaller type, `as` for
 * the element (a paragraph unless told). The element's attributes pass through.
 *
 *   <Text tone="muted">No builds yet.</Text>
 *   <Text as="span" size="sm" tone="error">{failureText(error)}</Text>
 */
import type { ComponentPropsWithRef } from 'react';
import { withClass } from './with-class';
import './text.css';

export interface TextProps extends ComponentPropsWithRef<'p'> {
  /** The element: a paragraph (the default), a run inside one (span) or a block (div). */
  as?: 'p' | 'span' | 'div';
  /** The body's colour (the default), muted, or the error colour. */
  tone?: 'muted' | 'error';
  /** The body's size (the default), small (sm) or extra small (xs). */
  size?: 'sm' | 'xs';
}

export function Text({ as: Element = 'p', tone, size, className, ...rest }: TextProps) {
  return <Element {...rest} className={withClass('lc-text', className)} data-tone={tone} data-size={size} />;
}
