/**
 * The frame of the open pages (sign-in, registration): a card centred on the screen with
 * the logo and the page's title, narrow enough for a phone, roomy on a tablet or desk.
 */
import { Card, Flex, Heading, Image } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** Under the title, before the form (the environment, a notice). */
  header?: ReactNode;
  children: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
}

export function AuthCard({ title, header, children, footer }: AuthCardProps) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
      <Card.Root w="full" maxW="md" variant="elevated" borderRadius="l3">
        <Card.Header alignItems="center" textAlign="center" gap="2" pb="2">
          <Image src="/logo.svg" alt="Lot Console" h="14" w="auto" />
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {header}
        </Card.Header>
        <Card.Body gap="4">{children}</Card.Body>
        {footer !== undefined ? (
          <Card.Footer flexWrap="wrap" justifyContent="space-between" gap="2" pt="0">
            {footer}
          </Card.Footer>
        ) : null}
      </Card.Root>
    </Flex>
  );
}
