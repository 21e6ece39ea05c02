/** The columns of API Config: Name (with where it applies), Value, Global Value, and the row's actions. */
import type { Column } from '@/components/data-list/columns';
import type { ConfigRow } from '@/contract/admin-config';
import { CellAction, ConfigNameCell, ConfigValueCell } from './config-cells';
import { scopeText } from './config-scope';
import { shownConfigValue } from './config-values';

export interface ConfigActions {
  onEdit: (config: ConfigRow) => void;
  /** Only global rows can be copied to a site. */
  onCopy: (config: ConfigRow) => void;
  /** Writes need a connection. */
  disabled: boolean;
}

/** The global value a row shows: its global row's, or its own for a global row. */
const globalValue = (config: ConfigRow) => config.global_config?.value ?? (config.type === 'global' ? config.value : null);

export function configColumns({ onEdit, onCopy, disabled }: ConfigActions): Column<ConfigRow, never>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      minWidth: '16rem',
      cell: (config) => <ConfigNameCell config={config} />,
      csv: [
        { header: 'Name', value: (config) => config.name },
        { header: 'Applies to', value: (config) => scopeText(config) },
        { header: 'Description', value: (config) => config.description },
      ],
    },
    {
      id: 'value',
      header: 'Value',
      minWidth: '8rem',
      cell: (config) => <ConfigValueCell valueType={config.value_type} value={config.value} />,
      csv: (config) => shownConfigValue(config.value_type, config.value),
    },
    {
      id: 'global',
      header: 'Global Value',
      minWidth: '8rem',
      cell: (config) => <ConfigValueCell valueType={config.value_type} value={globalValue(config)} />,
      csv: (config) => shownConfigValue(config.value_type, globalValue(config)),
    },
    {
      id: 'actions',
      header: 'Actions',
      csv: false,
      align: 'end',
      cell: (config) => (
        <div className="config-actions">
          <CellAction
            label={`Edit ${config.name} (${config.type === 'global' ? 'global' : `site ${config.site?.code ?? ''}`})`}
            onClick={() => onEdit(config)}
            disabled={disabled}
          >
            Edit
          </CellAction>
          {config.type === 'global' ? (
            <CellAction label={`Copy to site: ${config.name}`} onClick={() => onCopy(config)} disabled={disabled}>
              Copy to site
            </CellAction>
          ) : null}
        </div>
      ),
    },
  ];
}
