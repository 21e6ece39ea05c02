/** The dashboard (/): only the product's logo, which is the page's heading. */
import { Center, Image } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';

export function DashboardPage() {
  return (
    <Center minH="calc(100dvh - 64px)" p="6">
      <Heading as="h1">
        <Image src="/logo.svg" alt="Lot Console" width="240px" maxW="70vw" height="auto" />
      </Heading>
    </Center>
  );
}
