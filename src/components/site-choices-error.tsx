/** The admin screens' site choice (siteChoicesOptions) could not be read: why, as an alert; nothing while it could. */
import { Text } from '@/components/ui/text';

export function SiteChoicesError({ error, className }: { error: Error | null; className?: string }) {
  if (!error) return null;
  return (
    <Text tone="error" role="alert" className={className}>
      The sites could not be loaded: {error.message}
    </Text>
  );
}
