import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../../components/screen-not-built';
import { integrationTitle } from '../../../../../features/shell/titles';

export const Route = createFileRoute('/_signed-in/_auction/auction/integration/$integration')({
  staticData: { title: (params) => integrationTitle(params.integration) },
  component: function IntegrationRoute() {
    const { integration } = Route.useParams();
    return <ScreenNotBuilt title={integrationTitle(integration)} />;
  },
});
