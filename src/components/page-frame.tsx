/**
 * The frame of a screen's page area: the padding every screen has, an optional link back
 * (a record's page back to its list), the h1 with what belongs beside it (a link, a refresh,
 * a logo), and on the online-only screens the notice that shows while there is no connection.
 *
 * Plain elements styled by page-frame.css (ADR 0046) and the kit's heading and notice: a plain
 * page (the vehicles list) draws its frame, and the connection notice, before the Chakra system exists.
 */
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { NeedsConnection } from './needs-connection';
import { Heading } from './ui/heading';
import './page-frame.css';
import { Link } from '@/components/ui/link';

/** Chakra's named sizes that the screens give as a frame's width. */
const namedSizes: Readonly<Record<string, string>> = {
  xl: '36rem',
  '2xl': '42rem',
  '3xl': '48rem',
  '4xl': '56rem',
  '5xl': '64rem',
  '6xl': '72rem',
  '7xl': '80rem',
};

export interface PageFrameProps {
  /** The screen's h1; leave it out when the page writes its own (a record's name, once it is loaded). */
  title?: ReactNode;
  /** At the right of the title (wraps under it on a narrow screen). */
  actions?: ReactNode;
  /** A link above the title, back to where the page was opened from (see BackLink). */
  back?: ReactNode;
  /** On an online-only screen: what it says while there is no connection (NeedsConnection). */
  needsConnection?: string;
  /** The space between the frame's parts, in Chakra's spacing steps (4 = 1rem). */
  gap?: `${number}`;
  /** The frame's widest: a Chakra size name ('2xl') or a CSS length ('960px'). */
  maxW?: string;
  children?: ReactNode;
}

export function PageFrame({ title, actions, back, needsConnection, children, gap = '4', maxW }: PageFrameProps) {
  const heading =
    title === undefined ? null : (
      <Heading as="h1" size="lg">
        {title}
      </Heading>
    );
  const style: CSSProperties = { gap: `${Number(gap) / 4}rem`, maxWidth: maxW === undefined ? undefined : (namedSizes[maxW] ?? maxW) };
  return (
    <div className="page-frame" style={style}>
      {back}
      {actions ? (
        <div className="page-frame-head">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {needsConnection ? <NeedsConnection text={needsConnection} /> : null}
      {children}
    </div>
  );
}

/** The link above a record's title back to its list ("← All Users"), as tall as a finger. */
export function BackLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link asChild className="page-frame-back">
      <RouterLink {...link}>{children}</RouterLink>
    </Link>
  );
}
