/**
 * The title of every vehicle screen (Vehicle Details, Vehicle Photos, Vehicle Inspection): the
 * screen's name, and at its right the Back button, to where the user came from, or up one level
 * when they arrived by a link.
 */
import { Button } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import './vehicle-title.css';

/** `backTo`: where Back goes when there is no history: the vehicle, or null for the vehicles list. */
export function VehicleTitle({ title, backTo }: { title: string; backTo: number | null }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <div className="vehicle-title">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Button
        variant="outline"
        onClick={() => {
          if (canGoBack) router.history.back();
          else if (backTo === null) void navigate({ to: '/vehicles' });
          else void navigate({ to: '/vehicles/$vehicleId', params: { vehicleId: backTo } });
        }}
      >
        Back
      </Button>
    </div>
  );
}
