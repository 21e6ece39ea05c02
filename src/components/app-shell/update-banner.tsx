/**
 * "A new version is ready" (the service worker's prompt flow, src/pwa): shown while a new
 * version waits; it is applied only when the user chooses, never in the middle of a form.
 */
import { Alert, Button } from '@chakra-ui/react';
import { applyUpdate } from '../../pwa/register-sw';
import { useUpdateWaiting } from '../../pwa/use-update-waiting';

export function UpdateBanner() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <Alert.Root status="info" variant="subtle" alignItems="center" borderRadius="0">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>A new version of Lot Console is ready.</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" onClick={applyUpdate}>
        Reload
      </Button>
    </Alert.Root>
  );
}
