/** A build's facts as label and value pairs (the latest build card and a build's page). */
import { Stack, Text } from '@chakra-ui/react';
import type { MobileBuild } from '@/contract/mobile-builds';
import { formatTimestamp } from '@/lib/dates';
import { environmentLabel } from './build-links';

export type BuildFact = 'build' | 'environment' | 'branch' | 'ios' | 'android' | 'file' | 'created' | 'production';

const facts: Record<BuildFact, [string, (build: MobileBuild) => string]> = {
  build: ['Build', (build) => build.build],
  environment: ['Environment', (build) => environmentLabel(build.environment)],
  branch: ['Branch', (build) => build.branch ?? ''],
  ios: ['iOS version', (build) => build.ios_version ?? ''],
  android: ['Android version', (build) => build.android_version ?? ''],
  file: ['Android file', (build) => build.android_filename ?? ''],
  created: ['Created', (build) => formatTimestamp(build.created_at)],
  production: ['Production', (build) => (build.is_production === 1 ? 'Yes' : 'No')],
};

export function BuildFacts({ build, facts: shown }: { build: MobileBuild; facts: readonly BuildFact[] }) {
  return (
    <>
      {shown.map((fact) => {
        const [label, value] = facts[fact];
        return (
          <Stack key={fact} gap="0" minW="0">
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontWeight="medium" overflowWrap="anywhere">
              {value(build) || '—'}
            </Text>
          </Stack>
        );
      })}
    </>
  );
}
