/** The name/value entries of one integration at one site, as a definition list; a list value item by item; an instant on the site's clock. */
import { Badge } from '@/components/ui/badge';
import type { IntegrationStatusEntry } from '@/contract/integration';
import { shownValue } from './status-texts';
import './integration.css';
import { Text } from '@/components/ui/text';

export function StatusEntries({ entries, timeZone }: { entries: IntegrationStatusEntry[]; timeZone: string | undefined }) {
  if (entries.length === 0) return <Text tone="muted">No status is recorded for this site.</Text>;
  return (
    <dl className="integration-entries">
      {entries.map((entry, index) => (
        <div key={`${index}-${entry.name}`} className="integration-entry">
          <dt>{entry.name}</dt>
          <dd>
            <Value value={entry.value} timeZone={timeZone} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Value({ value, timeZone }: { value: IntegrationStatusEntry['value']; timeZone: string | undefined }) {
  const shown = shownValue(value, timeZone);
  if (shown.kind === 'text') return <Text>{shown.text}</Text>;
  return (
    <ul className="integration-items">
      {shown.items.map((item, index) => (
        <li key={`${index}-${item}`}>
          <Badge variant="outline" size="md">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
