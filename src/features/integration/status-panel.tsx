/** The name/value entries of one integration at one site, as a definition list; a list value item by item. */
import { Badge } from '@/components/ui/badge';
import type { IntegrationStatusEntry } from '@/contract/integration';
import { shownValue } from './status-texts';
import './integration.css';
import { Text } from '@/components/ui/text';

export function StatusEntries({ entries }: { entries: IntegrationStatusEntry[] }) {
  if (entries.length === 0) return <Text tone="muted">No status is recorded for this site.</Text>;
  return (
    <dl className="integration-entries">
      {entries.map((entry, index) => (
        <div key={`${index}-${entry.name}`} className="integration-entry">
          <dt>{entry.name}</dt>
          <dd>
            <Value value={entry.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Value({ value }: { value: IntegrationStatusEntry['value'] }) {
  const shown = shownValue(value);
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
