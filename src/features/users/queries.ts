/** Query options of Cloud Users (admin screens: online only, kept in memory). */
import { queryOptions } from '@tanstack/react-query';
import { fetchUser, fetchUsers } from './api';
import type { UserListSearch } from './user-list';

/** What the users' pages say while offline: they keep nothing on the device. */
export const usersNeedConnection = 'The cloud users need a connection to the server.';

export const userKeys = {
  all: ['admin-users'] as const,
  list: (search: UserListSearch) => ['admin-users', 'list', search] as const,
  user: (id: string) => ['admin-users', 'user', id] as const,
};

export function userListOptions(search: UserListSearch) {
  return queryOptions({ queryKey: userKeys.list(search), queryFn: ({ signal }) => fetchUsers(search, signal) });
}

export function userOptions(id: string) {
  return queryOptions({ queryKey: userKeys.user(id), queryFn: ({ signal }) => fetchUser(id, signal) });
}
