import { createFileRoute } from '@tanstack/react-router';
import { BuildPage } from '@/features/mobile-builds/build-page';
import { buildOptions } from '@/features/mobile-builds/queries';
import { currentEnvironment } from '@/lib/environments';

export const Route = createFileRoute('/_signed-in/mobile-builds/$id')({
  staticData: { title: 'Mobile Build' },
  // Starts the build's read with the navigation (in Development only); a failure is the page's to show.
  loader: ({ context, params }) => {
    if (currentEnvironment().env === 'development') void context.queryClient.prefetchQuery(buildOptions(params.id));
  },
  component: function BuildRoute() {
    const { id } = Route.useParams();
    return <BuildPage id={id} />;
  },
});
