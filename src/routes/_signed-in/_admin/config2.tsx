import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { ApiConfigPage } from '@/features/config/api-config-page';
import { configList } from '@/features/config/config-list';
import { siteChoicesOptions } from '@/api/site-choices';

export const Route = createFileRoute('/_signed-in/_admin/config2')({
  staticData: { title: 'API Config (new)' },
  validateSearch: configList.search,
  search: { middlewares: configList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's reads with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(listPageOptions(configList, deps));
    void context.queryClient.prefetchQuery(siteChoicesOptions());
  },
  component: function ApiConfigRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ApiConfigPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
