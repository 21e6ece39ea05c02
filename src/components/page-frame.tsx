/**
 * The frame of a screen's page area: the padding every screen has, an optional link back
 * (a record's page back to its list), the h1 with what belongs beside it (a link, a refresh,
 * a logo), and on the online-only screens the notice that shows while there is no connection.
 */
import { Flex, Heading, Link, Stack, type StackProps } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NeedsConnection } from './needs-connection';

export interface PageFrameProps extends Pick<StackProps, 'gap' | 'maxW'> {
  /** The screen's h1; leave it out when the page writes its own (a record's name, once it is loaded). */
  title?: ReactNode;
  /** At the right of the title (wraps under it on a narrow screen). */
  actions?: ReactNode;
  /** A link above the title, back to where the page was opened from (see BackLink). */
  back?: ReactNode;
  /** On an online-only screen: what it says while there is no connection (NeedsConnection). */
  needsConnection?: string;
  children?: ReactNode;
}

export function PageFrame({ title, actions, back, needsConnection, children, gap = '4', maxW }: PageFrameProps) {
  const heading =
    title === undefined ? null : (
      <Heading as="h1" size="lg">
        {title}
      </Heading>
    );
  return (
    <Stack gap={gap} p={{ base: '4', lg: '6' }} maxW={maxW}>
      {back}
      {actions ? (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          {heading}
          {actions}
        </Flex>
      ) : (
        heading
      )}
      {needsConnection ? <NeedsConnection text={needsConnection} /> : null}
      {children}
    </Stack>
  );
}

/** The link above a record's title back to its list ("← All Users"), as tall as a finger. */
export function BackLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" alignSelf="flex-start" minH="44px">
      <RouterLink {...link}>{children}</RouterLink>
    </Link>
  );
}
