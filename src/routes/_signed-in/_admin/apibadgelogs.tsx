import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { badgeList } from '@/features/logs/badge/badge-list';
import { BadgePage } from '@/features/logs/badge/badge-page';

export const Route = createFileRoute('/_signed-in/_admin/apibadgelogs')({
  staticData: { title: 'Badge Logs' },
  validateSearch: badgeList.search,
  search: { middlewares: badgeList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(badgeList, deps)),
  component: function BadgeRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BadgePage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
