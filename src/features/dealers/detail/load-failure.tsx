/** What could not be loaded and why, with Try again: an alert on the dealer page (the dealer, the announcements). */
import { Button } from '@/components/ui/button';
import './dealer-page.css';

export function LoadFailure({ what, message, onRetry }: { what: string; message: string | undefined; onRetry: () => void }) {
  return (
    <div role="alert" className="dealer-row">
      <p className="dealer-error">
        {what} could not be loaded: {message}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
