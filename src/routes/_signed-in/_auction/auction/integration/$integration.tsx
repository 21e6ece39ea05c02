import { createFileRoute } from '@tanstack/react-router';
import { IntegrationPage } from '@/features/integration/integration-page';
import { integrationTitle } from '@/components/app-shell/screen-titles';

export const Route = createFileRoute('/_signed-in/_auction/auction/integration/$integration')({
  staticData: { title: (params) => integrationTitle(params.integration) },
  component: function IntegrationRoute() {
    const { integration } = Route.useParams();
    return <IntegrationPage integration={integration} title={integrationTitle(integration)} />;
  },
});
