import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { userList } from '@/features/users/user-list';
import { UsersPage } from '@/features/users/users-page';

export const Route = createFileRoute('/_signed-in/_admin/users/')({
  staticData: { title: 'Cloud Users' },
  validateSearch: userList.search,
  search: { middlewares: userList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(userList, deps)),
  component: function UsersRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UsersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
