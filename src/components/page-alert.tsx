/** The page alert (see page-alert-store.ts), rendered by the shell above the page. */
import { CloseButton } from '@/components/ui/button';
import { clearPageAlert, usePageAlert } from './page-alert-store';
import { Notice } from './ui/notice';

// Callers may import the store's functions from here too: this is the name the issue uses.
export { clearPageAlert, showPageAlert, type PageAlertMessage, type PageAlertStatus } from './page-alert-store';

/** `className` places it (the shell's margins, on a wrapper around it). */
export function PageAlert({ className }: { className?: string }) {
  const alert = usePageAlert();
  if (!alert) return null;
  return (
    <div className={className}>
      <Notice
        status={alert.status}
        variant="surface"
        role={alert.status === 'error' ? 'alert' : 'status'}
        action={<CloseButton aria-label="Dismiss" onClick={clearPageAlert} />}
      >
        {alert.message}
      </Notice>
    </div>
  );
}
