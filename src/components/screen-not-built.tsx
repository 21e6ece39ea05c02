/**
 * Stands in for a screen whose issue has not landed yet, so the menu, guards and links
 * work end to end today. It says so plainly: nothing here pretends to be the screen.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';

export function ScreenNotBuilt({ title }: { title: string }) {
  return (
    <Stack gap="2" p="6">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">This screen is not available in this version of the console yet.</Text>
    </Stack>
  );
}
