/**
 * /access/{level}: where the guards send a role that may not open a
 * page. The link to the sign-in page signs out first: the point is to sign in as someone
 * else, and a live session would otherwise carry on as the same user.
 */
import { Center, Link, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { SignOutLink } from '@/components/app-shell/sign-out-link';

export function accessDeniedMessage(level: string): string {
  if (level === 'admin') return 'This page is restricted to Administrators';
  if (level === 'auction') return 'This page is restricted to Auction Staff';
  return 'Access to this page is not allowed';
}

export function AccessDeniedPage({ level }: { level: string }) {
  return (
    <Center minH="calc(100dvh - 64px)" p="6">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="xl">
          {accessDeniedMessage(level)}
        </Heading>
        <Text color="fg.muted">Sign in with an account that may open it.</Text>
        <Link asChild colorPalette="brand" variant="underline" fontWeight="medium" minH="44px">
          <SignOutLink>Sign in as another user</SignOutLink>
        </Link>
      </Stack>
    </Center>
  );
}
