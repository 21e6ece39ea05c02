/** Cloud Users (/users): the users (admins, then cloud users, then auction users), filterable and paged; a row opens the user's edit form. */
import { useNavigate } from '@tanstack/react-router';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { PageFrame } from '@/components/page-frame';
import { usersNeedConnection } from './queries';
import { userColumns } from './user-columns';
import { userList, type UserListSearch } from './user-list';

export interface UsersPageProps {
  search: UserListSearch;
  onSearchChange: (next: ListSearchInput<typeof userList.filters>) => void;
}

export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame title="Cloud Users" needsConnection={usersNeedConnection}>
      <DataList
        list={userList}
        search={search}
        onSearchChange={onSearchChange}
        columns={userColumns}
        rowKey={(user) => user.id}
        label="Cloud Users"
        onRowClick={(user) => void navigate({ to: '/users/$id', params: { id: String(user.id) } })}
      />
    </PageFrame>
  );
}
