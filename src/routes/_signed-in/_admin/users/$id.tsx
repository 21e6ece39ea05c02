import { createFileRoute } from '@tanstack/react-router';
import { userOptions } from '@/features/users/queries';
import { UserEditPage } from '@/features/users/user-edit-page';

export const Route = createFileRoute('/_signed-in/_admin/users/$id')({
  staticData: { title: 'Edit User' },
  // Starts the user's read with the navigation; a failure is the page's to show.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(userOptions(params.id)),
  component: function UserRoute() {
    const { id } = Route.useParams();
    return <UserEditPage id={id} />;
  },
});
