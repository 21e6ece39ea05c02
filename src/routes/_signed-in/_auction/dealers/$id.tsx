import { createFileRoute } from '@tanstack/react-router';
import { currentSiteCode } from '@/auth/current-site';
import { DealerPage } from '@/features/dealers/detail/dealer-page';
import { dealerSearch, parseDealerId, searchOfTab } from '@/features/dealers/detail/dealer-tab';
import { dealerDetailOptions, defaultAnnouncementsOptions } from '@/features/dealers/detail/queries';

export const Route = createFileRoute('/_signed-in/_auction/dealers/$id')({
  staticData: { title: 'Dealer' },
  validateSearch: dealerSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // Starts the dealer's read (and the Defaults tab's announcements) with the navigation; failures are the page's to show.
  loader: ({ context, params, deps }) => {
    const dealerId = parseDealerId(params.id);
    if (dealerId === undefined) return;
    void context.queryClient.prefetchQuery(dealerDetailOptions(currentSiteCode(context.session()), dealerId));
    if (deps.tab === 'defaults') void context.queryClient.prefetchQuery(defaultAnnouncementsOptions());
  },
  component: function DealerRoute() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DealerPage rawId={id} search={search} onTabChange={(tab) => void navigate({ search: searchOfTab(tab) })} />;
  },
});
