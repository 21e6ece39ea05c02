/** The cells the configuration tables share: the name with its scope and description, a value, an action button. */
import type { ReactNode } from 'react';
import type { ConfigRow, ConfigValueType } from '@/contract/admin-config';
import { scopeText } from './config-scope';
import { shownConfigValue } from './config-values';
import './config.css';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';

export function ConfigNameCell({ config, showScope = true }: { config: ConfigRow; showScope?: boolean }) {
  return (
    <div>
      <span className="config-name">{config.name}</span>
      {showScope ? (
        <Badge className="config-scope" colorPalette={config.type === 'site' ? 'brand' : 'gray'}>
          {scopeText(config)}
        </Badge>
      ) : null}
      {config.description ? <div className="config-description">{config.description}</div> : null}
    </div>
  );
}

export function ConfigValueCell({ valueType, value }: { valueType: ConfigValueType; value: string | null | undefined }) {
  const shown = shownConfigValue(valueType, value);
  return shown === '' ? <span className="config-empty">(empty)</span> : <span className="config-value">{shown}</span>;
}

export function CellAction({ label, onClick, children, disabled }: { label: string; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <Button variant="outline" aria-label={label} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
