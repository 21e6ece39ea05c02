/** The second dashboard (/dashboard2): the logo and a welcome by name. */
import { Center, Image, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { useSession } from '@/auth/use-session';

export function WelcomePage() {
  const { user } = useSession();
  const name = user?.name.trim() || user?.username || user?.email || '';
  const site = user?.site_current[0];
  return (
    <Center minH="calc(100dvh - 64px)" p="6">
      <Stack align="center" gap="4" textAlign="center">
        <Image src="/logo.svg" alt="Lot Console" width="160px" maxW="50vw" height="auto" />
        <Heading as="h1" size="2xl">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Heading>
        {site && (
          <Text color="fg.muted">
            Signed in at {site.name} ({site.code})
          </Text>
        )}
      </Stack>
    </Center>
  );
}
