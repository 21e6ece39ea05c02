/**
 * A site's own configuration rows on its API Site Config tab (the sites' `configs`
 * relation): name, the site's value, the global value it replaces, and Edit. New site
 * values are made on API Config (its site view's "New {code} value").
 */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Link } from '@/components/ui/link';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import type { Column } from '@/components/data-list/columns';
import { DataTable } from '@/components/data-list/data-table';
import type { ConfigRow } from '@/contract/admin-config';
import { useOnline } from '@/offline/connection';
import { CellAction, ConfigNameCell, ConfigValueCell } from './config-cells';
import { EditConfigDialog } from './edit-config-dialog';
import './config.css';

export interface SiteConfigsProps {
  site: { id: number; code: string; name: string };
  configs: readonly ConfigRow[];
}

export function SiteConfigs({ site, configs }: SiteConfigsProps) {
  const [editing, setEditing] = useState<ConfigRow | null>(null);
  const online = useOnline();
  const rows = configs.map((config) => ({ ...config, site: config.site ?? site }));
  const columns: Column<ConfigRow>[] = [
    { id: 'name', header: 'Name', minWidth: '14rem', cell: (config) => <ConfigNameCell config={config} showScope={false} /> },
    { id: 'value', header: 'Value', cell: (config) => <ConfigValueCell valueType={config.value_type} value={config.value} /> },
    { id: 'global', header: 'Global Value', cell: (config) => <ConfigValueCell valueType={config.value_type} value={config.global_config?.value ?? null} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (config) => (
        <div className="config-actions">
          <CellAction label={`Edit ${config.name} (site ${site.code})`} onClick={() => setEditing(config)} disabled={!online}>
            Edit
          </CellAction>
        </div>
      ),
    },
  ];
  return (
    <Card.Root>
      <Card.Body>
        <div className="config-site">
          <div className="config-about">
            <Heading as="h2" size="md">
              Site configuration
            </Heading>
            <p className="config-note">
              {site.code}&apos;s own values, which replace the global ones at this site. Another is added with &ldquo;New {site.code} value&rdquo; on{' '}
              <Link asChild inline>
                <RouterLink to="/config2" search={{ site: site.code }}>
                  API Config
                </RouterLink>
              </Link>
              .
            </p>
          </div>
          <DataTable
            label={`Configs of ${site.code}`}
            columns={columns}
            rows={rows.length > 0 ? rows : null}
            status={
              <p className="config-status" data-tone="muted">
                {site.code} has no configs of its own: it uses the global values.
              </p>
            }
            rowKey={(config) => config.id}
          />
        </div>
      </Card.Body>
      {editing ? <EditConfigDialog config={editing} onClose={() => setEditing(null)} /> : null}
    </Card.Root>
  );
}
