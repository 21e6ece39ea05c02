/** The latest production build from master, with its link to the production mobile site. */
import { Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import type { MobileLinks } from '@/contract/mobile-builds';
import { buildLink } from './build-links';
import { BuildFacts } from './build-facts';
import { latestProductionOptions } from './queries';

export function LatestBuild({ links }: { links: MobileLinks | null }) {
  const latest = useQuery(latestProductionOptions());
  const build = latest.data;
  const link = build ? buildLink(build, links) : null;
  return (
    <Card.Root as="section" aria-labelledby="latest-build">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="latest-build">
            Latest production build
          </Heading>
          {build ? (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                <BuildFacts build={build} facts={['build', 'ios', 'android', 'created']} />
              </SimpleGrid>
              {build.notes ? <Text color="fg.muted">{build.notes}</Text> : null}
              {link ? (
                <Flex>
                  <Button asChild colorPalette="brand">
                    <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`Open the production mobile site of build ${build.build}`}>
                      Open the production mobile site
                    </a>
                  </Button>
                </Flex>
              ) : null}
            </Stack>
          ) : latest.isError ? (
            <Text color="fg.error" role="alert">
              The latest production build could not be loaded: {latest.error.message}
            </Text>
          ) : latest.isSuccess ? (
            <Text color="fg.muted">No build has been promoted to production from master yet.</Text>
          ) : (
            <Text>Loading…</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
