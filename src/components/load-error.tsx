/** A read that failed: what could not be loaded, why, and a way to try again. Plain CSS (load-error.css). */
import { Button } from '@/components/ui/button';
import { Text } from '@/components/ui/text';
import './load-error.css';

export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="lc-load-error">
      <Text tone="error">
        {what} could not be loaded: {error.message}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
