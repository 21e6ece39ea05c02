/** Query keys and options of Cloud Users (admin screens: online only, kept in memory); the list's pages are keyed by its declaration. */
import { queryOptions } from '@tanstack/react-query';
import { listKey } from '@/components/data-list/list-read';
import { fetchUser } from './api';
import { userList } from './user-list';

/** What the users' pages say while offline: they keep nothing on the device. */
export const usersNeedConnection = 'The cloud users need a connection to the server.';

export const userKeys = {
  all: ['admin-users'] as const,
  user: (id: string) => ['admin-users', 'user', id] as const,
};

/** What a user's save makes stale: every user record and every page of the list. */
export const userWriteInvalidates = [userKeys.all, listKey(userList)] as const;

export function userOptions(id: string) {
  return queryOptions({ queryKey: userKeys.user(id), queryFn: ({ signal }) => fetchUser(id, signal) });
}
