/** One mobile build (/mobile-builds/{id}): its facts, notes and link; Development environment only, like the list. */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { BackLink, PageFrame } from '@/components/page-frame';
import { QueryRecord } from '@/components/query-record';
import { mobileLinks } from '@/lib/environments';
import { BuildFacts } from './build-facts';
import { buildLink, onlyInDevelopment } from './build-links';
import { buildOptions, buildsNeedConnection } from './queries';
import { useEnvironment } from '@/lib/use-environment';
import './mobile-builds.css';
import { Text } from '@/components/ui/text';

export function BuildPage({ id }: { id: string }) {
  const environment = useEnvironment();
  const development = environment.env === 'development';
  return (
    <PageFrame
      gap="5"
      maxW="4xl"
      back={<BackLink to="/mobile-builds">← All Builds</BackLink>}
      title={development ? undefined : 'Mobile Build'}
      needsConnection={development ? buildsNeedConnection : undefined}
    >
      {development ? <BuildDetails id={id} /> : <Text>{onlyInDevelopment}</Text>}
    </PageFrame>
  );
}

function linkText(build: { is_production: number }): string {
  return build.is_production === 1 ? 'Open the production mobile site' : 'Download the test installer';
}

function BuildDetails({ id }: { id: string }) {
  const build = useQuery(buildOptions(id));
  return (
    <QueryRecord query={build} what="build">
      {(data) => {
        const link = buildLink(data, mobileLinks());
        return (
          <>
            <Heading as="h1" size="lg">
              Build {data.build}
            </Heading>
            <Card.Root>
              <Card.Body className="builds-card-body">
                <BuildFacts build={data} facts={['build', 'environment', 'production', 'branch', 'ios', 'android', 'file', 'created']} />
                <dl className="builds-fact builds-notes">
                  <dt>Notes</dt>
                  <dd>{data.notes ?? 'No notes.'}</dd>
                </dl>
                {link ? (
                  <div className="builds-link-row">
                    <Button asChild colorPalette="brand">
                      {/* Named by its text first (WCAG 2.5.3), then the build, as the latest build card does. */}
                      <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${linkText(data)} of build ${data.build}`}>
                        {linkText(data)}
                      </a>
                    </Button>
                  </div>
                ) : (
                  <Text tone="muted">
                    No install link:{' '}
                    {mobileLinks() ? 'the build names no installer file.' : 'install links are not configured (environments.json, key mobileBuilds).'}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          </>
        );
      }}
    </QueryRecord>
  );
}
