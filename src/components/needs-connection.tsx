/**
 * What an online-only screen (the admin screens) says while there is no connection: it
 * keeps nothing on the device, so it names what cannot happen until the connection returns.
 * Renders nothing while online (offline/connection.ts is the witness).
 */
import { Alert } from '@chakra-ui/react';
import { useOnline } from '../offline/connection';

export function needsConnectionText(screen: string): string {
  return `${screen} needs a connection to the server: nothing can be loaded or saved until it returns.`;
}

export function NeedsConnection({ screen }: { screen: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" variant="surface" role="status">
      <Alert.Indicator />
      <Alert.Description>{needsConnectionText(screen)}</Alert.Description>
    </Alert.Root>
  );
}
