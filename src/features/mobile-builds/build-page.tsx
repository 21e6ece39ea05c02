/** One mobile build (/mobile-builds/{id}): its facts, notes and link; Development environment only, like the list. */
import { Button, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { NeedsConnection } from '../../components/needs-connection';
import { mobileLinks } from '../../lib/environments';
import { useOnline } from '../../offline/connection';
import { BuildFacts } from './build-facts';
import { buildLink, onlyInDevelopment } from './build-links';
import { buildOptions } from './queries';
import { useCurrentEnvironment } from './use-environment';

export function BuildPage({ id }: { id: string }) {
  const environment = useCurrentEnvironment();
  return (
    <Stack gap="5" p={{ base: '4', lg: '6' }} maxW="4xl">
      <Link asChild colorPalette="brand" alignSelf="flex-start" minH="44px">
        <RouterLink to="/mobile-builds">← All Builds</RouterLink>
      </Link>
      {environment.env === 'development' ? (
        <BuildDetails id={id} />
      ) : (
        <>
          <Heading as="h1" size="lg">
            Mobile Build
          </Heading>
          <Text>{onlyInDevelopment}</Text>
        </>
      )}
    </Stack>
  );
}

function BuildDetails({ id }: { id: string }) {
  const build = useQuery(buildOptions(id));
  const online = useOnline();
  const link = build.data ? buildLink(build.data, mobileLinks()) : null;
  return (
    <>
      <NeedsConnection text="The mobile builds need a connection to the server." />
      {build.data ? (
        <>
          <Heading as="h1" size="lg">
            Build {build.data.build}
          </Heading>
          <Card.Root variant="outline">
            <Card.Body gap="4">
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
                <BuildFacts build={build.data} facts={['build', 'environment', 'production', 'branch', 'ios', 'android', 'file', 'created']} />
              </SimpleGrid>
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  Notes
                </Text>
                <Text>{build.data.notes ?? 'No notes.'}</Text>
              </Stack>
              {link ? (
                <Button asChild colorPalette="brand" alignSelf="flex-start">
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                    {build.data.is_production === 1 ? 'Open the production mobile site' : 'Download the test installer'}
                  </a>
                </Button>
              ) : (
                <Text color="fg.muted">No install link: {mobileLinks() ? 'the build names no installer file.' : 'install links are not configured (environments.json, key mobileBuilds).'}</Text>
              )}
            </Card.Body>
          </Card.Root>
        </>
      ) : build.isError ? (
        <Stack gap="3" role="alert" align="flex-start">
          <Text color="fg.error">The build could not be loaded: {build.error.message}</Text>
          <Button variant="outline" onClick={() => void build.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : online ? (
        <Text>Loading build…</Text>
      ) : null}
    </>
  );
}
