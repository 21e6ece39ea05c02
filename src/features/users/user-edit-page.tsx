/** A cloud user's edit page (/users/{id}): the link back to All Users, the user's name and the edit form. */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { useQuery } from '@tanstack/react-query';
import { BackLink, PageFrame } from '@/components/page-frame';
import { QueryRecord } from '@/components/query-record';
import { userOptions, usersNeedConnection } from './queries';
import { UserForm } from './user-form';
import './users.css';

export function UserEditPage({ id }: { id: string }) {
  const user = useQuery(userOptions(id));
  return (
    <PageFrame gap="5" maxW="2xl" back={<BackLink to="/users">← All Users</BackLink>} needsConnection={usersNeedConnection}>
      <QueryRecord query={user} what="user">
        {(data) => (
          <>
            <div className="user-title">
              <Heading as="h1" size="lg">
                {data.name}
              </Heading>
              {data.username ? <p>Username {data.username}</p> : null}
            </div>
            {/* A saved change gives the user a new updated_at: the form starts again from what the server holds. */}
            <Card.Root>
              <Card.Body>
                <UserForm key={`${data.id}:${data.updated_at ?? ''}`} user={data} />
              </Card.Body>
            </Card.Root>
          </>
        )}
      </QueryRecord>
    </PageFrame>
  );
}
