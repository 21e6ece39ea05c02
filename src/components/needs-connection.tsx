/**
 * Says plainly, at the top of an online-only admin screen, that it needs a connection to the
 * server, while the app has none (offline/connection.ts: the browser's word and the outbox's
 * sends). Nothing is shown while online.
 */
import { Alert } from '@chakra-ui/react';
import { useOnline } from '../offline/connection';

export function needsConnectionText(what: string): string {
  return `No connection: ${what} needs a connection to the server.`;
}

export function NeedsConnection({ what }: { what: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Title>{needsConnectionText(what)}</Alert.Title>
    </Alert.Root>
  );
}
