/** The page shown for any URL no route matches. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { Link as RouterLink } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Stack as="main" align="center" justify="center" minH="100dvh" gap="4" p="6" textAlign="center">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text>This page does not exist.</Text>
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to="/">Go to the dashboard</RouterLink>
      </Link>
    </Stack>
  );
}
