/** The page alert (see page-alert-store.ts), rendered by the shell above the page. */
import { Alert, type AlertRootProps } from '@chakra-ui/react';
import { CloseButton } from '@/components/ui/button';
import { clearPageAlert, usePageAlert } from './page-alert-store';

// Callers may import the store's functions from here too: this is the name the issue uses.
export { clearPageAlert, showPageAlert, type PageAlertMessage, type PageAlertStatus } from './page-alert-store';

/** Style props (margins) go to the alert. */
export function PageAlert(props: Omit<AlertRootProps, 'status' | 'children'>) {
  const alert = usePageAlert();
  if (!alert) return null;
  return (
    <Alert.Root status={alert.status} variant="surface" alignItems="center" role={alert.status === 'error' ? 'alert' : 'status'} {...props}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{alert.message}</Alert.Description>
      </Alert.Content>
      <CloseButton aria-label="Dismiss" onClick={clearPageAlert} />
    </Alert.Root>
  );
}
