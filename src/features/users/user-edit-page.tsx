/** A cloud user's edit page (/users/{id}): the link back to All Users, the user's name and the edit form. */
import { Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { NeedsConnection } from '../../components/needs-connection';
import { useOnline } from '../../offline/connection';
import { userOptions } from './queries';
import { UserForm } from './user-form';

export function UserEditPage({ id }: { id: string }) {
  const user = useQuery(userOptions(id));
  const online = useOnline();
  return (
    <Stack gap="5" p={{ base: '4', lg: '6' }} maxW="2xl">
      <Link asChild colorPalette="brand" alignSelf="flex-start" minH="44px">
        <RouterLink to="/users">← All Users</RouterLink>
      </Link>
      <NeedsConnection text="The cloud users need a connection to the server." />
      {user.data ? (
        <>
          <Stack gap="1">
            <Heading as="h1" size="lg">
              {user.data.name}
            </Heading>
            {user.data.username ? <Text color="fg.muted">Username {user.data.username}</Text> : null}
          </Stack>
          {/* A saved change gives the user a new updated_at: the form starts again from what the server holds. */}
          <Card.Root variant="outline">
            <Card.Body>
              <UserForm key={`${user.data.id}:${user.data.updated_at ?? ''}`} user={user.data} />
            </Card.Body>
          </Card.Root>
        </>
      ) : user.isError ? (
        <Stack gap="3" role="alert" align="flex-start">
          <Text color="fg.error">The user could not be loaded: {user.error.message}</Text>
          <Button variant="outline" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : online ? (
        <Text>Loading user…</Text>
      ) : null}
    </Stack>
  );
}
