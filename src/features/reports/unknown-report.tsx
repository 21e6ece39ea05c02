/** /auction/reports/{reportType} for a type that does not exist: says so, and names the reports there are. */
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

export function UnknownReport({ reportType }: { reportType: string }) {
  return (
    <PageFrame title="Unknown report" gap="3">
      <Text>There is no report named “{reportType}”.</Text>
      <Text>
        The reports available are:{' '}
        <Link asChild color="brand.fg" minH="44px">
          <RouterLink to="/auction/reports/$reportType" params={{ reportType: 'gate-pass-open' }}>
            Open Gate Passes
          </RouterLink>
        </Link>
      </Text>
    </PageFrame>
  );
}
