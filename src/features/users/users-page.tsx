/** Cloud Users (/users): the users in the spec's order, filterable and paged; a row opens the user's edit form. */
import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { DataList } from '../../components/data-list/data-list';
import type { ListSearchInput } from '../../components/data-list/list-definition';
import { NeedsConnection } from '../../components/needs-connection';
import { userListOptions } from './queries';
import { userColumns } from './user-columns';
import { userList, type UserListSearch } from './user-list';

export interface UsersPageProps {
  search: UserListSearch;
  onSearchChange: (next: ListSearchInput<typeof userList.filters>) => void;
}

export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="4" p={{ base: '4', lg: '6' }}>
      <Heading as="h1" size="lg">
        Cloud Users
      </Heading>
      <NeedsConnection text="The cloud users need a connection to the server." />
      <DataList
        list={userList}
        search={search}
        onSearchChange={onSearchChange}
        query={userListOptions(search)}
        columns={userColumns}
        rowKey={(user) => user.id}
        label="Cloud Users"
        onRowClick={(user) => void navigate({ to: '/users/$id', params: { id: String(user.id) } })}
      />
    </Stack>
  );
}
