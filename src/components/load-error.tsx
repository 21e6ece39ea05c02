/** A read that failed: what could not be loaded, why, and a way to try again. */
import { Flex, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';

export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Flex role="alert" gap="3" align="center" wrap="wrap">
      <Text color="fg.error">
        {what} could not be loaded: {error.message}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Flex>
  );
}
