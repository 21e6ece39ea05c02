/** The vehicle screens' Back button: where the user came from, or up one level when they arrived by link. */
import { Button } from '@/components/ui/button';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';

export function BackButton({ vehicleId }: { vehicleId: number | null }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      onClick={() => {
        if (canGoBack) router.history.back();
        else if (vehicleId === null) void navigate({ to: '/vehicles' });
        else void navigate({ to: '/vehicles/$vehicleId', params: { vehicleId } });
      }}
    >
      Back
    </Button>
  );
}
