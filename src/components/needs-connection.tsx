/**
 * What an online-only screen (the admin screens) says while there is no connection: it
 * keeps nothing on the device, so it says what it needs, in the Carmax and dealer screens'
 * words ("… need a connection to the server."). Renders nothing while online
 * (offline/connection.ts is the witness).
 */
import { useOnline } from '@/offline/connection';
import { Notice } from './ui/notice';

export function NeedsConnection({ text }: { text: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Notice status="warning" variant="surface" role="status">
      {text} Nothing can be loaded or saved until it returns.
    </Notice>
  );
}
