/** /auction/reports/{reportType} for a type that does not exist: says so, and names the reports there are. */
import { Link as RouterLink } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { Link } from '@/components/ui/link';
import './reports.css';
import { Text } from '@/components/ui/text';

export function UnknownReport({ reportType }: { reportType: string }) {
  return (
    <PageFrame title="Unknown report" gap="3">
      <Text>There is no report named “{reportType}”.</Text>
      <Text>
        The reports available are:{' '}
        <Link asChild>
          <RouterLink to="/auction/reports/$reportType" params={{ reportType: 'gate-pass-open' }}>
            Open Gate Passes
          </RouterLink>
        </Link>
      </Text>
    </PageFrame>
  );
}
