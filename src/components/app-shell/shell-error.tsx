/** Shown instead of the shell when the stored user has no usable name. */
import { Center, Link, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { SignOutLink } from './sign-out-link';

export function ShellError() {
  return (
    <Center as="main" minH="100dvh" p="6">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="2xl">
          Error
        </Heading>
        <Text color="fg.muted">This account has no name, username or e-mail address, so the console cannot be shown.</Text>
        <Link asChild colorPalette="brand" variant="underline" fontWeight="medium" minH="44px">
          <SignOutLink>Logout</SignOutLink>
        </Link>
      </Stack>
    </Center>
  );
}
