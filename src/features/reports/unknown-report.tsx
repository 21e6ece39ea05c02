/** /auction/reports/{reportType} for a type that does not exist: says so, and names the reports there are. */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

export function UnknownReport({ reportType }: { reportType: string }) {
  return (
    <Stack gap="3" p={{ base: '4', lg: '6' }}>
      <Heading as="h1" size="lg">
        Unknown report
      </Heading>
      <Text>There is no report named “{reportType}”.</Text>
      <Text>
        The reports available are:{' '}
        <Link asChild color="brand.fg" minH="44px">
          <RouterLink to="/auction/reports/$reportType" params={{ reportType: 'gate-pass-open' }}>
            Open Gate Passes
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
