import { createFileRoute } from '@tanstack/react-router';
import { AccessDeniedPage } from '@/features/access-denied/access-denied-page';

export const Route = createFileRoute('/_signed-in/access/$level')({
  staticData: { title: 'Access denied' },
  component: function AccessRoute() {
    const { level } = Route.useParams();
    return <AccessDeniedPage level={level} />;
  },
});
