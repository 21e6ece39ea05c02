/** A read that failed: what could not be loaded, why, and a way to try again. */
import { Button, Flex, Text } from '@chakra-ui/react';

export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Flex role="alert" gap="3" align="center" wrap="wrap">
      <Text color="fg.error">
        {what} could not be loaded: {error.message}
      </Text>
      <Button size="sm" minH="44px" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Flex>
  );
}
