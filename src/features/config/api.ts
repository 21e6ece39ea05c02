/**
 * The configuration calls (docs/API.md, "API Config"): every row with its site and global row
 * (the API Config list reads its pages by its declaration), the site copies of a name, a value
 * change, and a site copy of a global.
 */
import { http } from '@/api/http';
import { ConfigRow, type SiteConfigCopy } from '@/contract/admin-config';
import { Paged } from '@/contract/paged';
import { CONFIG_PAGE_SIZE, configRead } from './config-list';

const ConfigPage = Paged(ConfigRow);

/** Every configuration row (the original /config page filters them on screen). */
export async function fetchAllConfigs(signal?: AbortSignal) {
  const { data } = await http('/v3/admin/config', { query: { ...configRead, page: 1, per_page: CONFIG_PAGE_SIZE }, schema: ConfigPage, signal });
  return data;
}

/** The site rows of one config name: which sites already have their own value. */
export async function fetchSiteCopies(name: string, signal?: AbortSignal) {
  const { data } = await http('/v3/admin/config', {
    query: {
      filters: [
        { field: 'name', operator: 'eq', value: name },
        { field: 'type', operator: 'eq', value: 'site' },
      ],
      with: ['site'],
      per_page: 1000,
    },
    schema: ConfigPage,
    signal,
  });
  return data.data;
}

/** A new value for one config row; the saved row. */
export async function updateConfigValue(id: number, value: string): Promise<ConfigRow> {
  const { data } = await http(`/v3/admin/config/${id}`, { method: 'PUT', body: { value }, schema: ConfigRow });
  return data;
}

export async function createSiteCopy(copy: SiteConfigCopy): Promise<ConfigRow> {
  const { data } = await http('/v3/admin/config', { method: 'POST', body: copy, schema: ConfigRow });
  return data;
}
