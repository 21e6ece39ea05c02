/** A build's facts as label and value pairs (the latest build card and a build's page). */
import type { MobileBuild } from '@/contract/mobile-builds';
import { formatTimestamp } from '@/lib/dates';
import { environmentLabel } from './build-links';
import './mobile-builds.css';

export type BuildFact = 'build' | 'environment' | 'branch' | 'ios' | 'android' | 'file' | 'created' | 'production';

const facts: Record<BuildFact, [string, (build: MobileBuild) => string]> = {
  build: ['Build', (build) => build.build],
  environment: ['Environment', (build) => environmentLabel(build.environment)],
  branch: ['Branch', (build) => build.branch ?? ''],
  ios: ['iOS version', (build) => build.ios_version ?? ''],
  android: ['Android version', (build) => build.android_version ?? ''],
  file: ['Android file', (build) => build.android_filename ?? ''],
  // The time keeps its AM or PM (it broke before it in a narrow card); a line may still break after the date.
  created: ['Created', (build) => formatTimestamp(build.created_at).replace(/ ([AP]M)$/, '\u00a0$1')],
  production: ['Production', (build) => (build.is_production === 1 ? 'Yes' : 'No')],
};

export function BuildFacts({ build, facts: shown }: { build: MobileBuild; facts: readonly BuildFact[] }) {
  return (
    <dl className="builds-facts">
      {shown.map((fact) => {
        const [label, value] = facts[fact];
        return (
          <div key={fact} className="builds-fact">
            <dt>{label}</dt>
            <dd>{value(build) || '—'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
