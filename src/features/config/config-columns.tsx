/** The columns of API Config: Name (with where it applies), Value, Global Value, and the row's actions. */
import type { Column } from '../../components/data-list/columns';
import type { ConfigRow } from '../../contract/admin-config';
import { CellAction, ConfigNameCell, ConfigValueCell } from './config-cells';

export interface ConfigActions {
  onEdit: (config: ConfigRow) => void;
  /** Only global rows can be copied to a site. */
  onCopy: (config: ConfigRow) => void;
  /** Writes need a connection. */
  disabled: boolean;
}

export function configColumns({ onEdit, onCopy, disabled }: ConfigActions): Column<ConfigRow, never>[] {
  return [
    { id: 'name', header: 'Name', minWidth: '16rem', cell: (config) => <ConfigNameCell config={config} /> },
    { id: 'value', header: 'Value', minWidth: '8rem', cell: (config) => <ConfigValueCell valueType={config.value_type} value={config.value} /> },
    {
      id: 'global',
      header: 'Global Value',
      minWidth: '8rem',
      cell: (config) => <ConfigValueCell valueType={config.value_type} value={config.global_config?.value ?? (config.type === 'global' ? config.value : null)} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (config) => (
        <div className="config-actions">
          <CellAction label={`Edit ${config.name} (${config.type === 'global' ? 'global' : `site ${config.site?.code ?? ''}`})`} onClick={() => onEdit(config)} disabled={disabled}>
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
