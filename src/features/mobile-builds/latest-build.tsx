/** The latest production build from master, with its link to the production mobile site. */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import type { MobileLinks } from '@/contract/mobile-builds';
import { buildLink } from './build-links';
import { BuildFacts } from './build-facts';
import { latestProductionOptions } from './queries';
import './mobile-builds.css';
import { Text } from '@/components/ui/text';

export function LatestBuild({ links }: { links: MobileLinks | null }) {
  const latest = useQuery(latestProductionOptions());
  const build = latest.data;
  const link = build ? buildLink(build, links) : null;
  return (
    <Card.Root as="section" aria-labelledby="latest-build">
      <Card.Body className="builds-latest-body">
        <Heading as="h2" size="md" id="latest-build">
          Latest production build
        </Heading>
        {build ? (
          <>
            <BuildFacts build={build} facts={['build', 'ios', 'android', 'created']} />
            {build.notes ? <Text tone="muted">{build.notes}</Text> : null}
            {link ? (
              <div className="builds-link-row">
                <Button asChild colorPalette="brand">
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`Open the production mobile site of build ${build.build}`}>
                    Open the production mobile site
                  </a>
                </Button>
              </div>
            ) : null}
          </>
        ) : latest.isError ? (
          <Text tone="error" role="alert">
            The latest production build could not be loaded: {latest.error.message}
          </Text>
        ) : latest.isSuccess ? (
          <Text tone="muted">No build has been promoted to production from master yet.</Text>
        ) : (
          <Text>Loading…</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
